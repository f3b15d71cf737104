// SPDX-License-Identifier: GPL-2.0-only
/*
 * A finding's message: its check's printf template and the values given with
 * it, kept apart until a format renders them. kp_report reads the arguments
 * off the template's conversions once; rendering walks the template again,
 * formats each value with its conversion, and puts a function's origin
 * ("(Rust)") where the check marked it, from the attribution beside the
 * finding. The text is never stored, so nothing rewrites it.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "kprefix/findings.h"
#include "kprefix/util.h"

/* One conversion of a template: "%08llx" as it should be given to snprintf. */
struct conversion {
	size_t len;          /* bytes of the template it spans */
	char length[3];      /* "", "hh", "h", "l", "ll", "z", "j", "t" */
	char conv;           /* 'd', 'u', 's', ... or '%' */
	char spec[32];       /* flags, width, precision, "ll" and conv: one value's format */
};

/*
 * The conversion at p ('%'). Templates are the checks' own string literals,
 * checked by the compiler's format attribute; one outside this subset (%n,
 * %f, '*' widths) is a bug in kprefix, so it aborts.
 */
static struct conversion parse_conversion(const char *p)
{
	struct conversion c = { 0 };
	const char *q = p + 1, *flags;
	size_t n;

	flags = q;
	q += strspn(q, "-+ #0");
	q += strspn(q, "0123456789");
	if (*q == '.') {
		q++;
		q += strspn(q, "0123456789");
	}
	n = (size_t)(q - flags);
	if (n > 16)
		abort();
	if ((q[0] == 'h' && q[1] == 'h') || (q[0] == 'l' && q[1] == 'l')) {
		memcpy(c.length, q, 2);
		q += 2;
	} else if (strchr("hlzjt", *q) && *q) {
		c.length[0] = *q++;
	}
	c.conv = *q;
	if (!c.conv || !strchr("diouxXcs%", c.conv))
		abort();
	c.len = (size_t)(q + 1 - p);
	c.spec[0] = '%';
	memcpy(c.spec + 1, flags, n);
	/* Every integer is kept as a long long and formatted as one. */
	if (strchr("diouxX", c.conv))
		memcpy(c.spec + 1 + n, "ll", 2), n += 2;
	c.spec[1 + n] = c.conv;
	return c;
}

size_t kp_message_capture(struct kp_arena *arena, const char *template, va_list ap,
			  struct kp_message_arg **args_out)
{
	struct kp_message_arg *args;
	size_t nargs = 0, k = 0;

	for (const char *p = strchr(template, '%'); p; p = strchr(p, '%')) {
		struct conversion c = parse_conversion(p);

		nargs += c.conv != '%';
		p += c.len;
	}
	args = nargs ? kp_arena_alloc(arena, nargs * sizeof(*args)) : NULL;
	for (const char *p = strchr(template, '%'); p; p = strchr(p, '%')) {
		struct conversion c = parse_conversion(p);
		struct kp_message_arg *a = &args[k];
		bool is_signed = c.conv == 'd' || c.conv == 'i';

		p += c.len;
		if (c.conv == '%')
			continue;
		k++;
		if (c.conv == 's') {
			a->kind = KP_ARG_STRING;
			a->v.s = kp_arena_strdup(arena, va_arg(ap, const char *));
			continue;
		}
		a->kind = is_signed || c.conv == 'c' ? KP_ARG_SIGNED : KP_ARG_UNSIGNED;
		/* What printf would have read for this length, narrowed as it would. */
		if (!strcmp(c.length, "ll"))
			a->v.u = va_arg(ap, unsigned long long);
		else if (!strcmp(c.length, "l"))
			a->v.u = is_signed ? (unsigned long long)va_arg(ap, long) : va_arg(ap, unsigned long);
		else if (!strcmp(c.length, "z"))
			a->v.u = is_signed ? (unsigned long long)(long long)va_arg(ap, ssize_t)
					   : va_arg(ap, size_t);
		else if (!strcmp(c.length, "j"))
			a->v.u = is_signed ? (unsigned long long)va_arg(ap, intmax_t) : va_arg(ap, uintmax_t);
		else if (!strcmp(c.length, "t"))
			a->v.u = (unsigned long long)va_arg(ap, ptrdiff_t);
		else if (!strcmp(c.length, "hh"))
			a->v.u = is_signed ? (unsigned long long)(signed char)va_arg(ap, int)
					   : (unsigned char)va_arg(ap, unsigned);
		else if (!strcmp(c.length, "h"))
			a->v.u = is_signed ? (unsigned long long)(short)va_arg(ap, int)
					   : (unsigned short)va_arg(ap, unsigned);
		else
			a->v.u = is_signed || c.conv == 'c' ? (unsigned long long)va_arg(ap, int)
							     : va_arg(ap, unsigned);
	}
	*args_out = args;
	return nargs;
}

static void put(struct kp_buf *b, const char *s, size_t len)
{
	grow_array((void **)&b->s, &b->cap, b->len + len + 1, 1);
	memcpy(b->s + b->len, s, len);
	b->len += len;
	b->s[b->len] = '\0';
}

__attribute__((format(printf, 2, 3)))
static void putf(struct kp_buf *b, const char *fmt, ...)
{
	va_list ap;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (len <= 0)
		return;
	grow_array((void **)&b->s, &b->cap, b->len + (size_t)len + 1, 1);
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)len + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)len;
}

/* The origins marked at position at of piece (-1: the template, else an argument). */
static void put_origins(struct kp_buf *b, const struct kp_origin_slot *slots, unsigned nslots,
			int piece, size_t at)
{
	for (unsigned k = 0; k < nslots; k++) {
		const struct kp_origin_slot *s = &slots[k];

		if (s->piece != piece || s->at != at || !s->origin || s->form == KP_ORIGIN_DATA)
			continue;
		putf(b, s->form == KP_ORIGIN_LEAD ? "%s, " : " (%s)", s->origin);
	}
}

const char *kp_message_render(const struct kp_findings *findings, const struct kp_finding *f,
			      struct kp_buf *b)
{
	const struct kp_origin_slot *slots = NULL;
	unsigned nslots = 0;
	const char *t = f->template;
	int arg = 0;

	/* A container without f's slots (a copy's) renders it without origins, never past its end. */
	if (findings && f->norigin_slots && f->origin_slot + f->norigin_slots <= findings->norigin_slots) {
		slots = &findings->origin_slots[f->origin_slot];
		nslots = f->norigin_slots;
	}
	b->len = 0;
	put(b, "", 0);
	for (const char *p = t;;) {
		const char *pct = strchr(p, '%');
		size_t lit = pct ? (size_t)(pct - p) : strlen(p);

		if (!nslots)
			put(b, p, lit);
		for (size_t i = 0; nslots && i < lit; i++) {
			put_origins(b, slots, nslots, -1, (size_t)(p + i - t));
			put(b, p + i, 1);
		}
		p += lit;
		put_origins(b, slots, nslots, -1, (size_t)(p - t));
		if (!pct)
			break;

		struct conversion c = parse_conversion(p);
		const struct kp_message_arg *a = &f->args[arg];

		p += c.len;
		if (c.conv == '%') {
			put(b, "%", 1);
			continue;
		}
		/* The spec is the template's own conversion, which the compiler checked at kp_report. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
		if (c.conv == 'c') {
			putf(b, c.spec, (int)a->v.u);
		} else if (c.conv != 's') {
			putf(b, c.spec, a->v.u);
		} else if (!nslots) {
			putf(b, c.spec, a->v.s ? a->v.s : "(null)");
		} else {
			/* Origins go inside the argument: its text, then the marks in it. */
			struct kp_buf text = { 0 };

			putf(&text, c.spec, a->v.s ? a->v.s : "(null)");
			for (size_t i = 0; i < text.len; i++) {
				put_origins(b, slots, nslots, arg, i);
				put(b, text.s + i, 1);
			}
			put_origins(b, slots, nslots, arg, text.len);
			free(text.s);
		}
#pragma GCC diagnostic pop
		arg++;
	}
	return b->s;
}

char *kp_message_text(const struct kp_findings *findings, const struct kp_finding *f)
{
	struct kp_buf b = { 0 };

	kp_message_render(findings, f, &b);
	return b.s;
}

int kp_message_cmp(const struct kp_finding *a, const struct kp_finding *b)
{
	struct kp_buf ta = { 0 }, tb = { 0 };
	int c;

	if (a->template == b->template && a->nargs == 0)
		return 0;
	c = strcmp(kp_message_render(NULL, a, &ta), kp_message_render(NULL, b, &tb));
	free(ta.s);
	free(tb.s);
	return c;
}
