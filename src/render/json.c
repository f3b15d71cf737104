// SPDX-License-Identifier: GPL-2.0-only
/*
 * An image's report as JSON, through the one writer (src/json/write.c).
 * The schema is documented in kprefix(1) under JSON OUTPUT; bump
 * KP_JSON_SCHEMA_VERSION when a field changes meaning or goes away.
 */
#include <elf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "kprefix/json_read.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

static const char *record_source_name(enum kp_record_source source)
{
	switch (source) {
	case KP_RECORDS_RELA: return "rela";
	case KP_RECORDS_RELR: return "relr";
	case KP_RECORDS_IN_PLACE: return "in-place";
	case KP_RECORDS_OBJECT: return "object";
	default: return "none";
	}
}

static void json_value(struct kp_json *j, const char *key, const struct kp_value *v)
{
	json_begin_object(j, key);
	if (v->source)
		json_int(j, "value", v->value);
	else
		json_null(j, "value");
	json_string(j, "source", kp_source_name(v->source));
	char *detail = kp_value_text(v);

	json_string(j, "detail", detail);
	free(detail);
	json_end_object(j);
}

void kp_json_error_fields(struct kp_json *j, const char *path, const char *error)
{
	json_string(j, "file", path);
	json_string(j, "error", error);
}

/*
 * A type-offset finding's whole class as data: the type, every call site of
 * it that loads at the class's offset, every function of it they reach with
 * the hash elsewhere. The message names only the first few.
 */
static void type_class_fields(struct kp_json *j, const struct kp_analysis *an,
			      const struct kp_findings *findings, const struct kp_finding *f,
			      const struct kp_type_class *tc)
{
	const struct kp_image *image = an->image;

	json_begin_object(j, "type_class");
	json_hex(j, "type_hash", tc->type_hash);
	json_int(j, "load_offset", tc->site_offset);
	json_begin_array(j, "call_sites");
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		const struct kcfi_site *site = &an->kcfi_sites[s];
		size_t caller = an->site_caller[s];

		if (site->type_hash != tc->type_hash || site->offset != tc->site_offset ||
		    an->site_island[s] != tc->island || !an->site_fails[s])
			continue;
		json_begin_object(j, NULL);
		json_string(j, "function", caller == SIZE_MAX ? NULL : image->funcs[caller].name);
		json_hex(j, "address", site->addr);
		json_end_object(j);
	}
	json_end_array(j);
	json_begin_array(j, "targets");
	for (size_t i = 0; i < tc->nfailing; i++) {
		const struct kp_func_facts *ff = &an->facts[tc->failing[i]];

		json_begin_object(j, NULL);
		json_string(j, "function", ff->func->name);
		json_hex(j, "address", ff->func->addr);
		json_int(j, "hash_offset", ff->hash_offset);
		json_string(j, "origin", kp_finding_origin_of(findings, f, ff->func->addr));
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);
}

/* layout.kcfi_hash: the scheme that reproduces the image's hashes, and why the rest are not. */
static void json_kcfi_hash(struct kp_json *j, const struct kp_analysis *an)
{
	const struct kp_types *ty = &an->types;

	/* Only where there were types to recompute from: an image's .BTF, or its DWARF. */
	if (!kp_cfi(&an->layout) || !ty->source)
		return;
	json_begin_object(j, "kcfi_hash");
	json_string(j, "types_from", ty->source);
	json_string(j, "scheme", ty->scheme >= 0 ? kp_scheme_id(ty->scheme) : NULL);
	json_uint(j, "hashed", ty->hashed);
	json_uint(j, "reproduced", kp_types_reproduced(ty));
	json_uint(j, "reproduced_from_dwarf", ty->from_dwarf);
	json_begin_object(j, "by_scheme");
	for (int s = 0; s < KP_NR_SCHEMES; s++)
		json_uint(j, kp_scheme_id(s), ty->per_scheme[s]);
	json_end_object(j);
	json_begin_object(j, "not_reproduced");
	for (int f = 0; f < KP_NR_TYPE_FATES; f++)
		if (f != KP_TYPE_REPRODUCED)
			json_uint(j, kp_type_fate_id(f), ty->per_fate[f]);
	json_end_object(j);
	json_end_object(j);
}

/* What the image's own ftrace code said, or which formula stood in. */
static void json_how(struct kp_json *j, const char *key, const struct kp_ftrace_code *fc, const char *how)
{
	char *s = kp_ftrace_how(fc, how);

	json_string(j, key, s);
	free(s);
}

static void json_ftrace_code(struct kp_json *j, const struct kp_ftrace_code *fc)
{
	json_begin_object(j, "ftrace_code");
	json_begin_object(j, "ops_slot");
	json_string(j, "source", fc->slot_run ? "image-code" : "formula");
	json_how(j, "detail", fc, fc->slot_how);
	json_end_object(j);
	json_begin_object(j, "patch_site");
	json_string(j, "source", fc->adjust_run ? "image-code" : "formula");
	json_how(j, "detail", fc, fc->adjust_how);
	json_begin_array(j, "classes");
	for (size_t c = 0; fc->adjust_run && c < fc->nclasses; c++) {
		const struct kp_site_class *cl = &fc->classes[c];

		json_begin_object(j, NULL);
		json_int(j, "record_offset", cl->record_offset);
		json_uint(j, "record_mod8", cl->record_mod8);
		json_uint(j, "landing_pad", cl->landing_pad);
		json_uint(j, "functions", cl->functions);
		if (cl->rejected)
			json_null(j, "site");
		else if (cl->far) /* the distance, as a two's complement 64-bit offset */
			json_int(j, "site", (long long)cl->site_off);
		else
			json_int(j, "site", cl->site);
		json_int(j, "expected", cl->expected);
		json_uint(j, "calls_stubbed", cl->stubbed);
		json_uint(j, "warnings", cl->warnings);
		if (cl->writer_run) {
			json_int(j, "ops_written", cl->written);
			json_int(j, "ops_read", cl->read);
		}
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);
	json_how(j, "ops_writer", fc, fc->writer_how);
	json_begin_object(j, "attach");
	json_string(j, "path", fc->attach ? fc->attach : "none");
	json_string(j, "detail", fc->attach_how);
	json_uint(j, "text_span", fc->text_span);
	json_end_object(j);
	json_end_object(j);
}

void kp_json_report_fields(struct kp_json *jp, const struct kp_analysis *an,
			   const struct kp_findings *findings)
{
	struct kp_json j = *jp;
	const struct kp_image *image = an->image;
	const struct kp_layout *layout = &an->layout;
	const struct kp_summary sum = an->summary;

	json_string(&j, "file", image->path);
	json_string(&j, "name", kp_image_name(image));
	json_string(&j, "elf_type", image->elf_type == ET_EXEC ? "ET_EXEC" : image->elf_type == ET_DYN ? "ET_DYN" : "ET_REL");

	json_begin_object(&j, "layout");
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		json_value(&j, kp_layout_field_name(f), &layout->field[f]);
	json_int(&j, "entry_nops", layout->entry_nops);
	json_int(&j, "hash_offset", kp_cfi(layout) ? kp_hash_offset(layout) : 0);
	json_ftrace_code(&j, &an->ftrace);
	json_kcfi_hash(&j, an);
	json_begin_object(&j, "sources");
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++) {
		json_begin_object(&j, kp_layout_field_name(f));
		if (layout->image[f].source)
			json_value(&j, "image", &layout->image[f]);
		if (layout->config[f].source)
			json_value(&j, "config", &layout->config[f]);
		if (layout->option[f].source)
			json_value(&j, "option", &layout->option[f]);
		json_end_object(&j);
	}
	json_end_object(&j);
	json_end_object(&j);

	json_begin_object(&j, "counts");
	json_uint(&j, "functions", sum.functions);
	json_uint(&j, "function_symbols", image->nfunc_symbols);
	json_uint(&j, "traced", sum.traced);
	json_uint(&j, "traced_hashed", sum.traced_hashed);
	json_uint(&j, "traced_prefixed", sum.traced_prefixed);
	json_uint(&j, "untraced", sum.untraced);
	json_uint(&j, "untraced_hashed", sum.untraced_hashed);
	json_uint(&j, "untraced_prefixed", sum.untraced_prefixed);
	json_uint(&j, "traced_layout_without_record", sum.traced_layout_unrecorded);
	json_uint(&j, "bti", sum.bti);
	json_uint(&j, "kcfi_sites", an->nkcfi_sites);
	json_uint(&j, "text_bytes", sum.text_bytes);
	json_uint(&j, "prefix_nop_bytes", sum.prefix_nop_bytes);
	json_uint(&j, "hash_bytes", sum.hash_bytes);
	if (an->address_taken_known)
		json_uint(&j, "address_taken", an->naddress_taken);
	else
		json_null(&j, "address_taken");
	json_end_object(&j);

	json_begin_object(&j, "kcfi");
	json_uint(&j, "sites", an->nkcfi_sites);
	json_begin_object(&j, "site_offsets");
	for (size_t k = 0; k < an->nsite_offsets; k++) {
		char key[16];

		snprintf(key, sizeof(key), "%d", an->site_offsets[k].offset);
		json_uint(&j, key, an->site_offsets[k].count);
	}
	json_end_object(&j);
	json_uint(&j, "failing_sites", an->nfailing_sites);
	json_uint(&j, "failing_types", an->ntype_classes);
	const struct kp_typeid_stats tids = an->typeid_stats;

	json_begin_object(&j, "typeids");
	json_uint(&j, "total", tids.total);
	json_uint(&j, "defined", tids.defined);
	json_uint(&j, "hashed", tids.hashed);
	json_uint(&j, "mismatched", tids.mismatched);
	if (tids.ambiguous)
		json_uint(&j, "ambiguous", tids.ambiguous);
	json_end_object(&j);
	json_begin_array(&j, "islands");
	for (size_t i = 0; i < an->nislands; i++) {
		const struct kp_island *isl = &an->islands[i];

		if (!isl->nfuncs)
			continue;
		json_begin_object(&j, NULL);
		json_string(&j, "prefix", isl->prefix);
		json_uint(&j, "functions", isl->nfuncs);
		json_uint(&j, "hashed", isl->nhashed);
		json_uint(&j, "sites", isl->nsites);
		json_int(&j, "prefix_nops", kp_offset_nops(layout, isl->hash_offset));
		json_bool(&j, "consistent", isl->consistent);
		json_end_object(&j);
	}
	json_end_array(&j);
	json_end_object(&j);

	json_begin_object(&j, "records");
	json_string(&j, "values_from", record_source_name(image->records.source));
	json_uint(&j, "total", an->nrecords);
	json_uint(&j, "owned", an->nowned);
	json_begin_object(&j, "dropped");
	json_uint(&j, "zero", an->nzero);
	json_uint(&j, "outside_text", an->noutside);
	json_end_object(&j);
	json_uint(&j, "in_body", an->nin_body);
	json_uint(&j, "bad_prefix", an->nbad_prefix);
	json_uint(&j, "duplicate", an->nduplicate);
	json_uint(&j, "orphan", an->norphan);
	json_uint(&j, "prefix_only", an->nprefix_records);
	json_uint(&j, "prefix_only_owned", an->nprefix_owned);
	json_end_object(&j);

	json_begin_array(&j, "findings");
	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];

		json_begin_object(&j, NULL);
		kp_json_finding_fields(&j, findings, f);
		if (f->type_class && f->type_class <= an->ntype_classes)
			type_class_fields(&j, an, findings, f, &an->type_classes[f->type_class - 1]);
		json_end_object(&j);
	}
	json_end_array(&j);
	json_string(&j, "flag_disagreement", findings->flag_disagreement);
	/* Only when there is one: a debug file found and not used. */
	if (findings->debug_note)
		json_string(&j, "debug_note", findings->debug_note);
	json_begin_object(&j, "totals");
	json_uint(&j, "errors", findings->per_severity[KP_ERROR]);
	json_uint(&j, "warnings", findings->per_severity[KP_WARNING]);
	json_uint(&j, "notes", findings->per_severity[KP_NOTE]);
	json_end_object(&j);
	*jp = j;
}
