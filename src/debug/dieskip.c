// SPDX-License-Identifier: GPL-2.0-only
/*
 * Stepping over a DIE and all its children without libdw. clang gives a
 * unit's DIEs no DW_AT_sibling, so libdw's dwarf_siblingof() reads every
 * attribute of every child (an abbreviation looked up under a lock for
 * each) to find where the next sibling starts: on a kCFI kernel that was
 * most of the search for the few functions BTF misses. The unit's
 * abbreviations are read once here, with libdw, as the forms of their
 * attributes; a DIE is then stepped over by their sizes alone. Anything
 * not understood (DW_FORM_indirect, an unknown form or code, bytes past
 * the unit, a big-endian file) answers "cannot tell", and the caller
 * goes on with libdw.
 */
#include <dwarf.h>
#include <stdlib.h>
#include <string.h>

#include "dieskip.h"
#include "kprefix/util.h"

/* Codes above this are not given an array slot: libdw is asked instead. */
#define MAX_CODE 65536

struct abbrev {
	unsigned tag; /* 0: no such code */
	bool children;
	size_t first, n; /* its forms: forms[first .. first + n) */
	long fixed;      /* its attributes' bytes when every form has one size, else -1 */
};

struct kp_dieskip {
	struct abbrev *abbrevs;
	size_t nabbrevs;
	uint16_t *forms;
	size_t nforms;
	const unsigned char *end; /* the unit's end */
	unsigned version;
	uint8_t addr_size, offset_size;
};

static long fixed_size(const struct kp_dieskip *s, unsigned form);
static const unsigned char *skip_form(const struct kp_dieskip *s, const unsigned char *p, unsigned form);

struct kp_dieskip *kp_dieskip_new(Dwarf *dwarf, Dwarf_Die *cu, bool little_endian)
{
	Dwarf_Off cu_die = dwarf_dieoffset(cu), unit = cu_die - dwarf_cuoffset(cu), next, abbrev_off;
	size_t hsize, cap = 0, fcap = 0, len;
	Dwarf_Half version;
	uint8_t addr_size, offset_size;
	Dwarf_Off at = 0;

	if (!little_endian ||
	    dwarf_next_unit(dwarf, unit, &next, &hsize, &version, &abbrev_off, &addr_size, &offset_size, NULL,
			    NULL) ||
	    unit + hsize != cu_die || version < 2 || version > 5 || (offset_size != 4 && offset_size != 8))
		return NULL;
	struct kp_dieskip *s = xcalloc(1, sizeof(*s));

	s->end = (const unsigned char *)cu->addr + (next - cu_die);
	s->version = version;
	s->addr_size = addr_size;
	s->offset_size = offset_size;
	for (;;) {
		Dwarf_Abbrev *a = dwarf_getabbrev(cu, at, &len);
		unsigned code;

		if (a == DWARF_END_ABBREV)
			break;
		if (!a || !len || (code = dwarf_getabbrevcode(a)) == 0 || code >= MAX_CODE) {
			kp_dieskip_free(s);
			return NULL;
		}
		if (code >= s->nabbrevs) {
			size_t old = s->nabbrevs;

			grow_array((void **)&s->abbrevs, &cap, code + 1, sizeof(*s->abbrevs));
			memset(s->abbrevs + old, 0, (code + 1 - old) * sizeof(*s->abbrevs));
			s->nabbrevs = code + 1;
		}
		struct abbrev *ab = &s->abbrevs[code];
		unsigned name, form;
		Dwarf_Sword data;
		Dwarf_Off attr_off;

		*ab = (struct abbrev){ .tag = dwarf_getabbrevtag(a), .children = dwarf_abbrevhaschildren(a) > 0,
				       .first = s->nforms };
		for (size_t i = 0; !dwarf_getabbrevattr_data(a, i, &name, &form, &data, &attr_off); i++) {
			grow_array((void **)&s->forms, &fcap, s->nforms + 1, sizeof(*s->forms));
			s->forms[s->nforms++] = (uint16_t)form;
		}
		ab->n = s->nforms - ab->first;
		ab->fixed = 0;
		for (size_t i = 0; i < ab->n && ab->fixed >= 0; i++) {
			long n = fixed_size(s, s->forms[ab->first + i]);

			ab->fixed = n < 0 ? -1 : ab->fixed + n;
		}
		if (!ab->tag) {
			kp_dieskip_free(s);
			return NULL;
		}
		at += len;
	}
	return s;
}

void kp_dieskip_free(struct kp_dieskip *s)
{
	if (!s)
		return;
	free(s->abbrevs);
	free(s->forms);
	free(s);
}

bool kp_dwarf_uleb(const unsigned char **p, const unsigned char *end, uint64_t *v)
{
	unsigned shift = 0;

	*v = 0;
	while (*p < end) {
		unsigned char b = *(*p)++;

		if (shift < 64)
			*v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
		if (!(b & 0x80))
			return true;
	}
	return false;
}

static uint64_t le(const unsigned char *p, unsigned n)
{
	uint64_t v = 0;

	while (n--)
		v = v << 8 | p[n];
	return v;
}

/* The bytes of a value of this form, where they are always as many; else -1. */
static long fixed_size(const struct kp_dieskip *s, unsigned form)
{
	static const unsigned char zero[16];

	switch (form) {
	case DW_FORM_sdata:
	case DW_FORM_udata:
	case DW_FORM_ref_udata:
	case DW_FORM_strx:
	case DW_FORM_addrx:
	case DW_FORM_loclistx:
	case DW_FORM_rnglistx:
	case DW_FORM_GNU_addr_index:
	case DW_FORM_GNU_str_index:
	case DW_FORM_string:
	case DW_FORM_block1:
	case DW_FORM_block2:
	case DW_FORM_block4:
	case DW_FORM_block:
	case DW_FORM_exprloc:
	case DW_FORM_indirect:
		return -1;
	default: {
		/* the others' sizes do not depend on their bytes: measured on zeros */
		struct kp_dieskip z = *s;
		const unsigned char *end;

		z.end = zero + sizeof(zero);
		end = skip_form(&z, zero, form);
		return end ? end - zero : -1;
	}
	}
}

/* Past one attribute's value of this form; NULL when not understood. */
static const unsigned char *skip_form(const struct kp_dieskip *s, const unsigned char *p, unsigned form)
{
	const unsigned char *end = s->end;
	uint64_t n = 0;

	switch (form) {
	case DW_FORM_flag_present:
	case DW_FORM_implicit_const:
		return p;
	case DW_FORM_addr:
		n = s->addr_size;
		break;
	case DW_FORM_data1:
	case DW_FORM_ref1:
	case DW_FORM_flag:
	case DW_FORM_strx1:
	case DW_FORM_addrx1:
		n = 1;
		break;
	case DW_FORM_data2:
	case DW_FORM_ref2:
	case DW_FORM_strx2:
	case DW_FORM_addrx2:
		n = 2;
		break;
	case DW_FORM_strx3:
	case DW_FORM_addrx3:
		n = 3;
		break;
	case DW_FORM_data4:
	case DW_FORM_ref4:
	case DW_FORM_strx4:
	case DW_FORM_addrx4:
	case DW_FORM_ref_sup4:
		n = 4;
		break;
	case DW_FORM_data8:
	case DW_FORM_ref8:
	case DW_FORM_ref_sig8:
	case DW_FORM_ref_sup8:
		n = 8;
		break;
	case DW_FORM_data16:
		n = 16;
		break;
	case DW_FORM_strp:
	case DW_FORM_line_strp:
	case DW_FORM_sec_offset:
	case DW_FORM_strp_sup:
	case DW_FORM_GNU_ref_alt:
	case DW_FORM_GNU_strp_alt:
		n = s->offset_size;
		break;
	case DW_FORM_ref_addr:
		n = s->version == 2 ? s->addr_size : s->offset_size;
		break;
	case DW_FORM_sdata:
	case DW_FORM_udata:
	case DW_FORM_ref_udata:
	case DW_FORM_strx:
	case DW_FORM_addrx:
	case DW_FORM_loclistx:
	case DW_FORM_rnglistx:
	case DW_FORM_GNU_addr_index:
	case DW_FORM_GNU_str_index:
		return kp_dwarf_uleb(&p, end, &n) ? p : NULL; /* an SLEB128 ends as a ULEB128 does */
	case DW_FORM_string: {
		const unsigned char *nul = p < end ? memchr(p, 0, (size_t)(end - p)) : NULL;

		return nul ? nul + 1 : NULL;
	}
	case DW_FORM_block1:
	case DW_FORM_block2:
	case DW_FORM_block4: {
		unsigned w = form == DW_FORM_block1 ? 1 : form == DW_FORM_block2 ? 2 : 4;

		if ((size_t)(end - p) < w)
			return NULL;
		n = le(p, w);
		p += w;
		break;
	}
	case DW_FORM_block:
	case DW_FORM_exprloc:
		if (!kp_dwarf_uleb(&p, end, &n))
			return NULL;
		break;
	default: /* DW_FORM_indirect and what is not known */
		return NULL;
	}
	return n <= (uint64_t)(end - p) ? p + n : NULL;
}

int kp_dieskip_tag(const struct kp_dieskip *s, const unsigned char *die)
{
	uint64_t code;

	if (die >= s->end)
		return 0;
	if (!kp_dwarf_uleb(&die, s->end, &code) || code >= s->nabbrevs || (code && !s->abbrevs[code].tag))
		return -1;
	return code ? (int)s->abbrevs[code].tag : 0;
}

const unsigned char *kp_dieskip_over(const struct kp_dieskip *s, const unsigned char *die)
{
	const unsigned char *p = die;
	size_t depth = 0;

	do {
		uint64_t code;

		if (p >= s->end || !kp_dwarf_uleb(&p, s->end, &code) || code >= s->nabbrevs)
			return NULL;
		if (!code) { /* the end of a list of children */
			if (!depth)
				return NULL;
			depth--;
			continue;
		}
		const struct abbrev *ab = &s->abbrevs[code];

		if (!ab->tag)
			return NULL;
		if (ab->fixed >= 0) {
			if (ab->fixed > s->end - p)
				return NULL;
			p += ab->fixed;
		} else {
			for (size_t i = 0; i < ab->n; i++)
				if (!(p = skip_form(s, p, s->forms[ab->first + i])))
					return NULL;
		}
		depth += ab->children;
	} while (depth);
	return p;
}
