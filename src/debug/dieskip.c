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

/*
 * How a DIE of an abbreviation is stepped over: each value of a variable
 * size after the fixed bytes before it, then the fixed bytes after the
 * last. Fixed-size values (most) are summed into those runs, once per
 * abbreviation, so stepping over a DIE costs a step per value of a
 * variable size and no switch over forms.
 */
enum step_kind { STEP_ULEB, STEP_STRING, STEP_BLOCK1, STEP_BLOCK2, STEP_BLOCK4, STEP_BLOCK, STEP_FORM };

struct step {
	uint64_t before; /* fixed bytes before the value */
	uint16_t kind;   /* enum step_kind; STEP_FORM: skip_form() of form (what has no step of its own) */
	uint16_t form;
};

/* An abbreviation's plan: not made yet, made, or no such abbreviation. */
enum plan_state { PLAN_UNREAD, PLAN_READY, PLAN_BAD };

struct abbrev {
	uint8_t state;   /* enum plan_state: PLAN_BAD for a code the unit has not */
	bool children;
	uint32_t nsteps; /* its plan: steps[first .. first + nsteps), then tail bytes */
	size_t first;
	uint64_t tail;
	unsigned tag;    /* 0: no such code */
	size_t offset;   /* where it is in the unit's abbreviation table */
	const unsigned char *attrs;      /* its (attribute, form) pairs in .debug_abbrev */
	unsigned first_name, first_form; /* its first attribute, 0 0 when none */
};

struct kp_dieskip {
	struct abbrev *abbrevs;
	size_t nabbrevs;
	uint32_t *order; /* the codes in the order of the table */
	size_t norder;
	struct step *steps;
	size_t nsteps, steps_cap;
	const unsigned char *end; /* the unit's end */
	const unsigned char *abbrev_end;
	unsigned version;
	uint8_t addr_size, offset_size;
	bool sibling;                 /* some abbreviation has a DW_AT_sibling */
	long sizes[DW_FORM_addrx4 + 1]; /* fixed_size() of the forms up to DW_FORM_addrx4, -2: not yet asked */
};

static long fixed_size(const struct kp_dieskip *s, unsigned form);
static const unsigned char *skip_form(const struct kp_dieskip *s, const unsigned char *p, unsigned form);

/* The next (attribute, form) pair at *p: most are a byte each. */
static bool next_pair(const unsigned char **p, const unsigned char *end, uint64_t *name, uint64_t *form)
{
	const unsigned char *q = *p;

	if (end - q >= 2 && !((q[0] | q[1]) & 0x80)) {
		*name = q[0];
		*form = q[1];
		*p = q + 2;
		return true;
	}
	return kp_dwarf_uleb(p, end, name) && kp_dwarf_uleb(p, end, form);
}

/*
 * Past the pairs at p that are a byte each, neither the 0, 0 that ends
 * them nor a DW_FORM_implicit_const (with a value after it): nearly all,
 * and read by twos here, as kp_dieskip_new() reads every abbreviation of
 * every unit it is asked for. *sibling is set when one is DW_AT_sibling.
 */
static const unsigned char *skip_plain_pairs(const unsigned char *p, const unsigned char *end, bool *sibling)
{
	while (end - p >= 2 && !((p[0] | p[1]) & 0x80) && (p[0] | p[1]) && p[1] != DW_FORM_implicit_const) {
		*sibling |= p[0] == DW_AT_sibling;
		p += 2;
	}
	return p;
}

/* One abbreviation's (attribute, form) pairs up to 0, 0: false where they run past end or are too big. */
static bool skip_attrs(struct kp_dieskip *s, struct abbrev *ab, const unsigned char **p, const unsigned char *end)
{
	uint64_t name, form, value;
	bool sibling = false;

	for (bool first = true;; first = false) {
		if (!first)
			*p = skip_plain_pairs(*p, end, &sibling);
		if (!next_pair(p, end, &name, &form))
			return false;
		if (!name && !form)
			break;
		if (form == DW_FORM_implicit_const && !kp_dwarf_uleb(p, end, &value))
			return false;
		if (form > UINT16_MAX || name > UINT32_MAX)
			return false;
		sibling |= name == DW_AT_sibling;
		if (first) {
			ab->first_name = (unsigned)name;
			ab->first_form = (unsigned)form;
		}
	}
	s->sibling |= sibling;
	return true;
}

/* The step of a form of a variable size. */
static int step_kind(uint64_t form)
{
	switch (form) {
	case DW_FORM_sdata: /* an SLEB128 ends as a ULEB128 does */
	case DW_FORM_udata:
	case DW_FORM_ref_udata:
	case DW_FORM_strx:
	case DW_FORM_addrx:
	case DW_FORM_loclistx:
	case DW_FORM_rnglistx:
	case DW_FORM_GNU_addr_index:
	case DW_FORM_GNU_str_index:
		return STEP_ULEB;
	case DW_FORM_string:
		return STEP_STRING;
	case DW_FORM_block1:
		return STEP_BLOCK1;
	case DW_FORM_block2:
		return STEP_BLOCK2;
	case DW_FORM_block4:
		return STEP_BLOCK4;
	case DW_FORM_block:
	case DW_FORM_exprloc:
		return STEP_BLOCK;
	default: /* DW_FORM_indirect, what is not known, an address of more than 16 bytes: skip_form() says */
		return STEP_FORM;
	}
}

/* The plan of an abbreviation, made when a DIE of it is first stepped over (kp_dieskip_new checked its pairs). */
static void read_forms(struct kp_dieskip *s, struct abbrev *ab)
{
	const unsigned char *p = ab->attrs;
	uint64_t name, form, value, run = 0;

	ab->state = PLAN_READY;
	ab->first = s->nsteps;
	ab->nsteps = 0;
	while (kp_dwarf_uleb(&p, s->abbrev_end, &name) && kp_dwarf_uleb(&p, s->abbrev_end, &form) && (name || form)) {
		if (form == DW_FORM_implicit_const)
			kp_dwarf_uleb(&p, s->abbrev_end, &value);

		long n = form < ARRAY_SIZE(s->sizes) ? s->sizes[form] : fixed_size(s, (unsigned)form);

		if (n == -2)
			n = s->sizes[form] = fixed_size(s, (unsigned)form);
		if (n >= 0) {
			run += (uint64_t)n;
			continue;
		}
		if (s->nsteps == s->steps_cap)
			grow_array((void **)&s->steps, &s->steps_cap, s->nsteps + 1, sizeof(*s->steps));
		s->steps[s->nsteps++] = (struct step){ .before = run, .kind = (uint16_t)step_kind(form),
						       .form = (uint16_t)form }; /* kp_dieskip_new() took no larger form */
		ab->nsteps++;
		run = 0;
	}
	ab->tail = run;
}

/*
 * The unit's abbreviations, read from .debug_abbrev itself: libdw's
 * dwarf_getabbrev() would add each to the unit's table under a lock, the
 * cost of reading them all, where kp_debuginfo_prime() tells libdw only
 * the few a lookup uses. Each one's code, tag and where its attributes
 * are, here; their forms when a DIE of it is first stepped over.
 */
struct kp_dieskip *kp_dieskip_new(Dwarf *dwarf, Dwarf_Die *cu, bool little_endian, const unsigned char *abbrev_sec,
				  size_t abbrev_size)
{
	Dwarf_Off cu_die = dwarf_dieoffset(cu), unit = cu_die - dwarf_cuoffset(cu), next, abbrev_off;
	size_t hsize, cap = 0, ocap = 0;
	Dwarf_Half version;
	uint8_t addr_size, offset_size;

	if (!little_endian || !abbrev_sec ||
	    dwarf_next_unit(dwarf, unit, &next, &hsize, &version, &abbrev_off, &addr_size, &offset_size, NULL,
			    NULL) ||
	    unit + hsize != cu_die || version < 2 || version > 5 || (offset_size != 4 && offset_size != 8) ||
	    abbrev_off >= abbrev_size)
		return NULL;
	struct kp_dieskip *s = xcalloc(1, sizeof(*s));
	const unsigned char *table = abbrev_sec + abbrev_off, *p = table, *end = abbrev_sec + abbrev_size;
	uint64_t code, tag;

	for (size_t i = 0; i < ARRAY_SIZE(s->sizes); i++)
		s->sizes[i] = -2;
	/* room for a C unit's table at once (a few hundred codes), not grown by doubling from 64 */
	grow_array((void **)&s->abbrevs, &cap, 256, sizeof(*s->abbrevs));
	grow_array((void **)&s->order, &ocap, 256, sizeof(*s->order));
	s->end = (const unsigned char *)cu->addr + (next - cu_die);
	s->abbrev_end = end;
	s->version = version;
	s->addr_size = addr_size;
	s->offset_size = offset_size;
	/* code, tag, children, then (attribute, form[, implicit value]) pairs up to 0, 0; a 0 code ends */
	for (;;) {
		size_t at = (size_t)(p - table);

		if (!kp_dwarf_uleb(&p, end, &code))
			goto bad;
		if (!code)
			break;
		if (code >= MAX_CODE || (code < s->nabbrevs && s->abbrevs[code].tag) || !kp_dwarf_uleb(&p, end, &tag) ||
		    !tag || p >= end)
			goto bad;
		if (code >= cap)
			grow_array((void **)&s->abbrevs, &cap, code + 1, sizeof(*s->abbrevs));
		while (s->nabbrevs <= code) /* codes come in order: usually just this one */
			s->abbrevs[s->nabbrevs++] = (struct abbrev){ .state = PLAN_BAD };
		struct abbrev *ab = &s->abbrevs[code];

		ab->tag = (unsigned)tag;
		ab->state = PLAN_UNREAD;
		ab->children = *p++ == DW_CHILDREN_yes;
		ab->offset = at;
		ab->attrs = p;
		if (s->norder == ocap)
			grow_array((void **)&s->order, &ocap, s->norder + 1, sizeof(*s->order));
		s->order[s->norder++] = (uint32_t)code;
		if (!skip_attrs(s, ab, &p, end))
			goto bad;
	}
	return s;
bad:
	kp_dieskip_free(s);
	return NULL;
}

void kp_dieskip_free(struct kp_dieskip *s)
{
	if (!s)
		return;
	free(s->abbrevs);
	free(s->order);
	free(s->steps);
	free(s);
}

bool kp_dwarf_uleb_long(const unsigned char **p, const unsigned char *end, uint64_t *v)
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

	/* the forms a plan steps over by their bytes, and DW_FORM_indirect, which names its form in them */
	if (step_kind(form) != STEP_FORM || form == DW_FORM_indirect)
		return -1;
	/* the others' sizes do not depend on their bytes: measured on zeros */
	struct kp_dieskip z = *s;
	const unsigned char *end;

	z.end = zero + sizeof(zero);
	end = skip_form(&z, zero, form);
	return end ? end - zero : -1;
}

/* Past one attribute's value of this form, one of a fixed size; NULL when not understood. */
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
	default:
		/*
		 * DW_FORM_indirect and what is not known. The forms of a variable
		 * size never come here: step_kind() gives each a step of its own
		 * (skip_attrs_of(), skip_other()), and fixed_size() measures none.
		 */
		return NULL;
	}
	return n <= (uint64_t)(end - p) ? p + n : NULL;
}

int kp_dieskip_tag_code(const struct kp_dieskip *s, const unsigned char *die, uint64_t *code)
{
	const unsigned char *at = die;

	if (die >= s->end)
		return 0;
	if (!kp_dwarf_uleb(&die, s->end, code) || *code >= s->nabbrevs || (*code && !s->abbrevs[*code].tag))
		return -1;
	if (!*code && *at) /* a 0 padded with 0x80s: libdw's dwarf_siblingof reads it as a DIE, not an end */
		return -1;
	return *code ? (int)s->abbrevs[*code].tag : 0;
}

int kp_dieskip_tag(const struct kp_dieskip *s, const unsigned char *die)
{
	uint64_t code;

	return kp_dieskip_tag_code(s, die, &code);
}

/* Past a ULEB128 at p, before end; NULL where it runs past end. */
static inline const unsigned char *skip_uleb(const unsigned char *p, const unsigned char *end)
{
	while (p < end)
		if (!(*p++ & 0x80))
			return p;
	return NULL;
}

/* read_uleb()'s slow path: a ULEB128 of more than one byte, or none left. */
static const unsigned char *read_uleb_long(const unsigned char *p, const unsigned char *end, uint64_t *v)
{
	return kp_dwarf_uleb_long(&p, end, v) ? p : NULL;
}

/*
 * The ULEB128 at p into *v, and past it; NULL where it runs past end.
 * The cursor is returned, not stepped through its address, so that the
 * loops below keep it in a register.
 */
static inline const unsigned char *read_uleb(const unsigned char *p, const unsigned char *end, uint64_t *v)
{
	if (p < end && !(*p & 0x80)) {
		*v = *p;
		return p + 1;
	}
	return read_uleb_long(p, end, v);
}

/* Past a block of the n bytes at p; NULL where it runs past end. */
static inline const unsigned char *skip_bytes(const unsigned char *p, const unsigned char *end, uint64_t n)
{
	return n <= (uint64_t)(end - p) ? p + n : NULL;
}

/* Past a value of a step other than STEP_ULEB and STEP_BLOCK (rare: kept out of the loop below). */
static const unsigned char *skip_other(const struct kp_dieskip *s, const struct step *st, const unsigned char *p)
{
	const unsigned char *end = s->end, *nul;
	unsigned w = st->kind == STEP_BLOCK1 ? 1 : st->kind == STEP_BLOCK2 ? 2 : 4;

	switch (st->kind) {
	case STEP_STRING:
		nul = p < end ? memchr(p, 0, (size_t)(end - p)) : NULL;
		return nul ? nul + 1 : NULL;
	case STEP_BLOCK1:
	case STEP_BLOCK2:
	case STEP_BLOCK4:
		return (size_t)(end - p) < w ? NULL : skip_bytes(p + w, end, le(p, w));
	default:
		return skip_form(s, p, st->form);
	}
}

/*
 * Past the attributes of a DIE of ab that start at p; NULL when they run
 * past the unit. Inlined in kp_dieskip_over()'s loop, whose every DIE it is.
 */
static inline __attribute__((always_inline)) const unsigned char *
skip_attrs_of(const struct kp_dieskip *s, const struct abbrev *ab, const unsigned char *p)
{
	const unsigned char *end = s->end;
	const struct step *st = s->steps + ab->first;
	uint64_t n;

	for (uint32_t i = 0; i < ab->nsteps; i++, st++) {
		if (st->before > (uint64_t)(end - p))
			return NULL;
		p += st->before;
		if (st->kind == STEP_ULEB) { /* most: a constant, an index */
			p = skip_uleb(p, end);
		} else if (st->kind == STEP_BLOCK) { /* DW_FORM_exprloc: a location */
			p = read_uleb(p, end, &n);
			p = p ? skip_bytes(p, end, n) : NULL;
		} else {
			p = skip_other(s, st, p);
		}
		if (!p)
			return NULL;
	}
	return skip_bytes(p, end, ab->tail);
}

/* The abbreviation of a DIE's code, its plan made; NULL when the unit has no such code. */
static inline const struct abbrev *plan_of(struct kp_dieskip *s, uint64_t code)
{
	struct abbrev *ab;

	if (code >= s->nabbrevs)
		return NULL;
	ab = &s->abbrevs[code];
	if (ab->state == PLAN_UNREAD)
		read_forms(s, ab);
	return ab->state == PLAN_READY ? ab : NULL;
}

const unsigned char *kp_dieskip_over(struct kp_dieskip *s, const unsigned char *die)
{
	const unsigned char *p = die, *end = s->end;
	size_t depth = 0;

	do {
		uint64_t code;
		const unsigned char *at = p;

		if (!(p = read_uleb(p, end, &code))) /* also where p is at the end */
			return NULL;
		if (!code) { /* the end of a list of children (libdw reads a padded 0 as a DIE) */
			if (!depth || *at)
				return NULL;
			depth--;
			continue;
		}
		const struct abbrev *ab = plan_of(s, code);

		if (!ab || !(p = skip_attrs_of(s, ab, p)))
			return NULL;
		depth += ab->children;
	} while (depth);
	return p;
}

bool kp_dieskip_offset(const struct kp_dieskip *s, uint64_t code, size_t *offset)
{
	if (!code || code >= s->nabbrevs || !s->abbrevs[code].tag)
		return false;
	*offset = s->abbrevs[code].offset;
	return true;
}

bool kp_dieskip_siblings(const struct kp_dieskip *s)
{
	return s->sibling;
}

int kp_dieskip_children(struct kp_dieskip *s, const unsigned char *die, const unsigned char **children)
{
	const unsigned char *p = die;
	uint64_t code;

	if (p >= s->end || !kp_dwarf_uleb(&p, s->end, &code) || !code || code >= s->nabbrevs)
		return -1;
	if (!s->abbrevs[code].tag)
		return -1;
	if (!s->abbrevs[code].children)
		return 1;
	const struct abbrev *ab = plan_of(s, code);

	*children = ab ? skip_attrs_of(s, ab, p) : NULL;
	return *children ? 0 : -1;
}

bool kp_dieskip_code(const struct kp_dieskip *s, const unsigned char *die, uint64_t *code)
{
	return die < s->end && kp_dwarf_uleb(&die, s->end, code);
}

size_t kp_dieskip_ncodes(const struct kp_dieskip *s)
{
	return s->nabbrevs;
}

size_t kp_dieskip_count(const struct kp_dieskip *s)
{
	return s->norder;
}

void kp_dieskip_nth(const struct kp_dieskip *s, size_t i, uint64_t *code, unsigned *tag, unsigned *first_name,
		    unsigned *first_form)
{
	const struct abbrev *ab = &s->abbrevs[s->order[i]];

	*code = s->order[i];
	*tag = ab->tag;
	*first_name = ab->first_name;
	*first_form = ab->first_form;
}
