/* fastscan.c: the selector of the fast path's scan (see fastscan.h):
 * the fastest implementation that the processor runs, the scalar
 * reference where there is no other. */
#include <config.h>

#include "fastscan.h"

kt_fast_scan_fn *
kt_fast_scanner(void)
{
#ifdef KT_FAST_PLAIN
	return kt_fast_scan_plain;	/* a build to compare with */
#else
#ifdef KT_FAST_AVX2
	if (__builtin_cpu_supports("avx2"))
		return kt_fast_scan_avx2;
#endif
	return kt_fast_scan_scalar;
#endif
}
