#ifndef TABBAR_SCREEN_KERNEL_H
#define TABBAR_SCREEN_KERNEL_H

#include <stddef.h>
#include <stdint.h>

/// The kernel this processor runs: 0 none (the byte screen scans with its portable SIMD filter), 1 SSSE3
/// (sixteen positions a step), 2 AVX2 (thirty-two). An x86-64 processor has SSSE3 since 2011 (AMD) or
/// 2006 (Intel).
int tabbar_pair_scan_level(void);

/// The first position `p` at or after `start`, with `p + 17 <= count`, whose byte pair
/// `text[p] | text[p + 1] << 8` has its bit set in `pair_bits` (65,536 bits), found with the kernel of
/// `level` (at most `tabbar_pair_scan_level()`, whatever is asked; 0 scans nothing): a position is
/// looked up only when its two bytes' four nibbles pass one bucket of `nibbles`
/// (64 bytes: the low then high nibble tables of the first byte, then of the second; bit k of an entry
/// is bucket k). Returns -1 when none does, with `*resume` set to the first position it did not scan
/// (the caller scans the last bytes, at most sixteen, itself). Never reads outside `text[0..<count]`.
ptrdiff_t tabbar_pair_scan(int level, const uint8_t *text, ptrdiff_t count, ptrdiff_t start, const uint8_t *nibbles,
                           const uint64_t *pair_bits, ptrdiff_t *resume);

#endif
