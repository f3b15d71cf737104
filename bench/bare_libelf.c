// SPDX-License-Identifier: GPL-2.0-only
/*
 * bench/bare_libelf: the least a check of a vmlinux has to do, with libelf
 * and nothing else, as bench/run's reference for kprefix check. It reads
 * what kprefix reads before it judges anything:
 *   - the symbols: every one, by name; the function symbols of executable
 *     sections kept, sorted by address; the __start/__stop_mcount_loc
 *     markers found by name;
 *   - the records: the mcount_loc table's 8-byte words, each replaced by the
 *     addend of the R_AARCH64_RELATIVE that relocates it where .rela.dyn has
 *     one (with RELR the word holds it), each matched to its function;
 *   - the words: the two prefix words before each function and its first
 *     two words.
 * It prints what it counted, so that nothing is left out by the compiler.
 * Not installed; not a test. Usage: bare_libelf VMLINUX
 */
#include <fcntl.h>
#include <gelf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct func {
	const char *name;
	uint64_t addr, size;
	size_t shndx;
};

struct sec {
	uint64_t addr, size, flags;
	uint32_t type;
	const unsigned char *data;
};

static int cmp_func(const void *a, const void *b)
{
	const struct func *fa = a, *fb = b;

	return fa->addr < fb->addr ? -1 : fa->addr > fb->addr;
}

static const unsigned char *bytes_at(const struct sec *secs, size_t nsecs, uint64_t addr,
				     size_t len)
{
	static size_t last = 1; /* functions come in address order: mostly the last one's section */

	for (size_t k = 0; k < nsecs; k++) {
		size_t i = k ? k : last;

		if (i && i < nsecs && secs[i].data && (secs[i].flags & SHF_ALLOC) && addr >= secs[i].addr &&
		    addr + len <= secs[i].addr + secs[i].size) {
			last = i;
			return secs[i].data + (addr - secs[i].addr);
		}
	}
	return NULL;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: bare_libelf VMLINUX\n");
		return 2;
	}
	elf_version(EV_CURRENT);
	int fd = open(argv[1], O_RDONLY);
	Elf *elf = fd < 0 ? NULL : elf_begin(fd, ELF_C_READ_MMAP, NULL);
	size_t nsecs;

	if (!elf || elf_getshdrnum(elf, &nsecs)) {
		fprintf(stderr, "bare_libelf: %s: cannot read\n", argv[1]);
		return 2;
	}
	struct sec *secs = calloc(nsecs, sizeof(*secs));
	Elf_Data *symdata = NULL;
	size_t strndx = 0;

	for (size_t i = 1; i < nsecs; i++) {
		Elf_Scn *scn = elf_getscn(elf, i);
		GElf_Shdr sh;

		if (!scn || !gelf_getshdr(scn, &sh))
			continue;
		secs[i] = (struct sec){ sh.sh_addr, sh.sh_size, sh.sh_flags, sh.sh_type, NULL };
		if (sh.sh_type == SHT_SYMTAB) {
			symdata = elf_getdata(scn, NULL);
			strndx = sh.sh_link;
		}
		/* Code and data kprefix reads words of, and the records' table. */
		if ((sh.sh_flags & SHF_ALLOC) && sh.sh_type == SHT_PROGBITS) {
			Elf_Data *d = elf_getdata(scn, NULL);

			secs[i].data = d ? d->d_buf : NULL;
		}
	}
	if (!symdata) {
		fprintf(stderr, "bare_libelf: %s: no .symtab\n", argv[1]);
		return 2;
	}

	/* The symbols. */
	size_t nsyms = symdata->d_size / sizeof(Elf64_Sym), nfuncs = 0;
	struct func *funcs = malloc(nsyms * sizeof(*funcs));
	uint64_t start = 0, stop = 0;

	for (size_t i = 1; i < nsyms; i++) {
		GElf_Sym sym;
		const char *name;

		if (!gelf_getsym(symdata, (int)i, &sym) || !(name = elf_strptr(elf, strndx, sym.st_name)))
			continue;
		if (!strcmp(name, "__start_mcount_loc"))
			start = sym.st_value;
		else if (!strcmp(name, "__stop_mcount_loc"))
			stop = sym.st_value;
		if (GELF_ST_TYPE(sym.st_info) == STT_FUNC && sym.st_shndx < nsecs &&
		    (secs[sym.st_shndx].flags & SHF_EXECINSTR))
			funcs[nfuncs++] = (struct func){ name, sym.st_value, sym.st_size, sym.st_shndx };
	}
	qsort(funcs, nfuncs, sizeof(*funcs), cmp_func);

	/* The records, relocated. */
	size_t nrecs = stop > start ? (stop - start) / 8 : 0, matched = 0;
	uint64_t *recs = calloc(nrecs ? nrecs : 1, sizeof(*recs));
	const unsigned char *table = nrecs ? bytes_at(secs, nsecs, start, nrecs * 8) : NULL;

	for (size_t i = 0; table && i < nrecs; i++)
		memcpy(&recs[i], table + 8 * i, 8);
	for (size_t i = 1; nrecs && i < nsecs; i++) {
		if (secs[i].type != SHT_RELA || !(secs[i].flags & SHF_ALLOC))
			continue;
		Elf_Data *d = elf_getdata(elf_getscn(elf, i), NULL);
		size_t n = d ? d->d_size / sizeof(Elf64_Rela) : 0;

		for (size_t r = 0; r < n; r++) {
			GElf_Rela rela;

			if (gelf_getrela(d, (int)r, &rela) && rela.r_offset >= start &&
			    rela.r_offset < stop && GELF_R_TYPE(rela.r_info) == R_AARCH64_RELATIVE)
				recs[(rela.r_offset - start) / 8] = (uint64_t)rela.r_addend;
		}
	}
	for (size_t i = 0; i < nrecs; i++) {
		size_t lo = 0, hi = nfuncs;

		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;

			if (funcs[mid].addr < recs[i])
				lo = mid + 1;
			else
				hi = mid;
		}
		/* In a function's prefix (patchable entries before it), else in its body. */
		if (lo < nfuncs && funcs[lo].addr - recs[i] <= 16)
			matched++;
		else if (lo && recs[i] < funcs[lo - 1].addr + (funcs[lo - 1].size ? funcs[lo - 1].size : 4))
			matched++;
	}

	/* The words around each function's entry. */
	uint64_t sum = 0;
	size_t read = 0;

	for (size_t i = 0; i < nfuncs; i++) {
		const unsigned char *w = bytes_at(secs, nsecs, funcs[i].addr - 8, 16);
		uint32_t word;

		if (!w)
			continue;
		for (int k = 0; k < 4; k++) {
			memcpy(&word, w + 4 * k, 4);
			sum += word;
		}
		read++;
	}
	printf("%zu symbols, %zu functions, %zu records (%zu in a function), %zu functions' words (sum %llx)\n",
	       nsyms, nfuncs, nrecs, matched, read, (unsigned long long)sum);
	free(recs);
	free(funcs);
	free(secs);
	elf_end(elf);
	close(fd);
	return 0;
}
