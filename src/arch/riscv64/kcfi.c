// SPDX-License-Identifier: GPL-2.0-only
/*
 * The kCFI check sequence on RV64, matched by encoding from its trap back
 * (see riscv.h for the sequence). The load, the branch and the trap are
 * fixed; between the load and the branch the expected hash is built by one
 * or two instructions of 2 or 4 bytes each, so the load is looked for 2, 4,
 * 6 or 8 bytes before the branch, and the bytes between must decode to
 * exactly those instructions.
 */
#include "kprefix/riscv.h"
#include "kprefix/util.h"

/* The hash built in [off, end): lui S1 then addiw S1, S1; or addi S1, S1 alone. */
static bool decode_hash(const uint8_t *code, size_t off, size_t end, bool rvc, unsigned s1,
			uint32_t *hash)
{
	struct rv_insn in;
	bool have_hi = false, have_lo = false;
	int32_t hi = 0, lo = 0;

	if (off < end && rv_decode(code + off, end - off, rvc, &in) && in.kind == RV_LUI &&
	    in.rd == s1) {
		have_hi = true;
		hi = in.imm;
		off += in.len;
	}
	if (off < end && rv_decode(code + off, end - off, rvc, &in) &&
	    in.kind == (have_hi ? RV_ADDIW : RV_ADDI) && in.rd == s1 && in.rs1 == s1) {
		have_lo = true;
		lo = in.imm;
		off += in.len;
	}
	if (off != end || (!have_hi && !have_lo))
		return false;
	*hash = rv_hash_value(have_hi, hi, lo);
	return true;
}

bool rv_kcfi_decode_site(const uint8_t *code, size_t size, size_t trap, bool rvc, uint64_t addr,
			 struct kcfi_site *site)
{
	struct rv_insn ebreak, beq, lw;

	if (trap >= size || !rv_decode(code + trap, size - trap, rvc, &ebreak) ||
	    ebreak.kind != RV_EBREAK || trap < 4 + 2 + 4)
		return false;
	if (!rv_decode(code + trap - 4, 4, rvc, &beq) || beq.kind != RV_BEQ || beq.len != 4)
		return false;
	/* To the call after the trap; 0 while a relaxable object leaves it to the linker. */
	if (beq.imm != 0 && beq.imm != 4 + (int32_t)ebreak.len)
		return false;
	for (size_t middle = 8; middle >= 2; middle -= 2) {
		size_t load;
		uint32_t hash;

		if (trap < 4 + middle + 4)
			continue;
		load = trap - 4 - middle - 4;
		if (!rv_decode(code + load, 4, rvc, &lw) || lw.kind != RV_LW || lw.rd != beq.rs1 ||
		    lw.rd == beq.rs2)
			continue;
		if (!decode_hash(code, load + 4, trap - 4, rvc, beq.rs2, &hash))
			continue;
		site->addr = addr + load;
		site->type_hash = hash;
		site->offset = lw.imm;
		site->target_reg = lw.rs1;
		site->scratch_reg = lw.rd;
		return true;
	}
	return false;
}

void rv_find_kcfi_sites(const uint8_t *code, size_t size, uint64_t addr, bool rvc, kp_site_fn fn,
			void *ctx)
{
	const size_t step = rvc ? 2 : 4;

	/* The trap is the marker: only there decode what comes before it. */
	for (size_t off = 0; off + 2 <= size; off += step) {
		uint16_t h = (uint16_t)(code[off] | code[off + 1] << 8);
		struct kcfi_site site;

		if (!(rvc && h == RV_INSN_C_EBREAK) &&
		    !(off + 4 <= size && read_le32(code + off) == RV_INSN_EBREAK))
			continue;
		if (rv_kcfi_decode_site(code, size, off, rvc, addr, &site))
			fn(ctx, &site);
	}
}
