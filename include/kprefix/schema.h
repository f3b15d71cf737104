/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The names and versions of kprefix's documents, for the code that writes
 * them and the code that reads them back (--baseline, kprefix diff): one
 * spelling, so that a reader never accepts a name no writer writes. Bump a
 * version when a field changes meaning or goes away (kprefix(1), JSON
 * OUTPUT; the files in schema/).
 */
#ifndef KPREFIX_SCHEMA_H
#define KPREFIX_SCHEMA_H

/* kprefix check --format=json; its readers take versions from the MIN on. */
#define KP_JSON_SCHEMA "kprefix-check"
#define KP_JSON_SCHEMA_VERSION 3
#define KP_JSON_SCHEMA_MIN_VERSION 2

/* kprefix diff --format=json. */
#define KP_DIFF_SCHEMA "kprefix-diff"
#define KP_DIFF_SCHEMA_VERSION 2
#define KP_DIFF_SCHEMA_MIN_VERSION 2

/* kprefix show --format=json. */
#define KP_SHOW_SCHEMA "kprefix-show"
#define KP_SHOW_SCHEMA_VERSION 2

/* SARIF partialFingerprints: a finding's (what a baseline keeps), a cause's. */
#define KP_SARIF_FINGERPRINT_KEY "kprefixFingerprint/v1"
#define KP_SARIF_CAUSE_KEY "kprefixCause/v1"

#endif
