// SPDX-License-Identifier: GPL-2.0-only
/*
 * A finding's message: rendered once, when its check reports it, and once
 * more only for the origins of the functions it names ("(Rust)"), which
 * debug data says after the checks ran. Where an origin goes is data on the
 * name: the point in the text where the check named the function
 * (kp_message_origin), never a position the check computed.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/findings.h"
#include "kprefix/util.h"

__attribute__((format(printf, 2, 0)))
static void buf_vadd(struct kp_buf *b, const char *fmt, va_list ap)
{
	va_list again;
	int len;

	va_copy(again, ap);
	len = vsnprintf(NULL, 0, fmt, ap);
	grow_array((void **)&b->s, &b->cap, b->len + (size_t)(len > 0 ? len : 0) + 1, 1);
	if (len > 0) {
		vsnprintf(b->s + b->len, (size_t)len + 1, fmt, again);
		b->len += (size_t)len;
	}
	b->s[b->len] = '\0';
	va_end(again);
}

__attribute__((format(printf, 2, 3)))
static void buf_add(struct kp_buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vadd(b, fmt, ap);
	va_end(ap);
}

void kp_message_add(struct kp_message *m, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vadd(&m->text, fmt, ap);
	va_end(ap);
}

void kp_message_origin(struct kp_message *m, uint64_t func_addr, enum kp_origin_form form)
{
	grow_array((void **)&m->names, &m->names_cap, m->nnames + 1, sizeof(*m->names));
	m->names[m->nnames++] = (struct kp_origin_slot){ .func_addr = func_addr, .at = m->text.len, .form = form };
}

void kp_message_free(struct kp_message *m)
{
	free(m->text.s);
	free(m->names);
	*m = (struct kp_message){ 0 };
}

/* A reported message's text and names made the finding's (the last one reported). */
const struct kp_finding *kp_report_message(struct kp_findings *findings,
					   const struct kp_finding_info *info, struct kp_message *m)
{
	const struct kp_finding *f = kp_report(findings, info, "%s", m->text.s ? m->text.s : "");
	struct kp_finding *mine = &findings->items[findings->count - 1];

	if (m->nnames) {
		grow_array((void **)&findings->origin_slots, &findings->origin_slots_cap,
			   findings->norigin_slots + m->nnames, sizeof(*findings->origin_slots));
		memcpy(&findings->origin_slots[findings->norigin_slots], m->names, m->nnames * sizeof(*m->names));
		mine->origin_slot = findings->norigin_slots;
		mine->norigin_slots = (unsigned)m->nnames;
		findings->norigin_slots += m->nnames;
	}
	kp_message_free(m);
	return f;
}

/* f's text with the origins found put where its message named their functions. */
static void place_origins(struct kp_findings *findings, struct kp_finding *f)
{
	const struct kp_origin_slot *names = &findings->origin_slots[f->origin_slot];
	struct kp_buf b = { 0 };
	size_t done = 0;
	bool any = false;

	for (unsigned k = 0; k < f->norigin_slots; k++)
		any |= names[k].origin && names[k].form != KP_ORIGIN_DATA;
	if (!any)
		return;
	for (unsigned k = 0; k < f->norigin_slots; k++) {
		const struct kp_origin_slot *n = &names[k];

		if (!n->origin || n->form == KP_ORIGIN_DATA)
			continue;
		buf_add(&b, "%.*s", (int)(n->at - done), f->text + done);
		done = n->at;
		buf_add(&b, n->form == KP_ORIGIN_LEAD ? "%s, " : " (%s)", n->origin);
	}
	buf_add(&b, "%s", f->text + done);
	f->text = kp_arena_strdup(&findings->arena, b.s);
	free(b.s);
}

void kp_findings_place_origins(struct kp_findings *findings)
{
	for (size_t i = 0; i < findings->count; i++)
		if (findings->items[i].norigin_slots)
			place_origins(findings, &findings->items[i]);
}
