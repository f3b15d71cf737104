// SPDX-License-Identifier: GPL-2.0-only
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "kprefix/layout.h"

static void parse(struct kp_kconfig *kc, const char *text)
{
	kp_kconfig_init(kc);
	assert_int_equal(kp_kconfig_parse(kc, text, strlen(text)), 0);
}

static void test_rfc_config(void **state)
{
	struct kp_kconfig kc;

	(void)state;
	parse(&kc, "#\n# comment\nCONFIG_CFI=y\nCONFIG_DYNAMIC_FTRACE=y\n"
		   "CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y\nCONFIG_ARM64_FUNCTION_PREFIX_NOPS=3\n"
		   "CONFIG_FUNCTION_ALIGNMENT=8\n# CONFIG_ARM64_BTI_KERNEL is not set\n");
	assert_int_equal(kc.cfi, 1);
	assert_int_equal(kc.call_ops, 1);
	assert_int_equal(kc.prefix_nops, 3);
	assert_int_equal(kp_kconfig_prefix_nops(&kc, 2), 3);
	assert_int_equal(kc.func_align, 8);
	assert_int_equal(kc.bti, 0);
}

static void test_old_names(void **state)
{
	struct kp_kconfig kc;

	(void)state;
	/* Before the 2025 rename, and before the RFC's PREFIX_NOPS option. */
	parse(&kc, "CONFIG_CFI_CLANG=y\n# CONFIG_CFI is not set\nCONFIG_DYNAMIC_FTRACE=y\n"
		   "# CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS is not set\n");
	assert_int_equal(kc.cfi, 1);
	assert_int_equal(kp_kconfig_prefix_nops(&kc, 2), 0);

	parse(&kc, "CONFIG_DYNAMIC_FTRACE=y\nCONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y\n");
	assert_int_equal(kc.cfi, -1);
	assert_int_equal(kp_kconfig_prefix_nops(&kc, 2), 2);
}

static void test_not_a_config(void **state)
{
	struct kp_kconfig kc;
	const char *text = "hello\nworld\n";

	(void)state;
	kp_kconfig_init(&kc);
	assert_int_equal(kp_kconfig_parse(&kc, text, strlen(text)), -1);
	assert_false(kc.present);
	/* A value that is not a number is ignored, not misread. */
	parse(&kc, "CONFIG_ARM64_FUNCTION_PREFIX_NOPS=three\n");
	assert_int_equal(kc.prefix_nops, -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rfc_config),
		cmocka_unit_test(test_old_names),
		cmocka_unit_test(test_not_a_config),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
