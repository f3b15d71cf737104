/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The types of hashed Rust functions from DWARF (src/debug/dwarf_rust.c),
 * encoded as rustc encodes them for kCFI, where the v0 symbol did not say.
 */
#ifndef KPREFIX_DWARF_RUST_H
#define KPREFIX_DWARF_RUST_H

struct kp_analysis;
struct kp_debuginfo;

/* Offer an->types the type of every hashed Rust function still unreproduced, from di's DWARF. */
void kp_dwarf_rust_types(struct kp_analysis *an, struct kp_debuginfo *di);

#endif
