#include "ScreenKernel.h"

// The byte screen's one kernel that portable Swift SIMD cannot express: a table lookup per byte
// (`pshufb`: SSSE3, sixteen positions a step, or AVX2, thirty-two). Compiled for the x86-64 baseline, each
// variant only behind a CPUID test; on other processors the Swift filter scans.

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

/// 0: no kernel; 1: SSSE3, sixteen positions a step; 2: AVX2, thirty-two.
static int kernel_level(void) {
    static int known = -1;
    if (known >= 0) return known;
    unsigned int eax = 0, ebx = 0, ecx = 0, edx = 0;
    int level = 0;
    if (__get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3)) {
        level = 1;
        // AVX2 needs the processor's word (CPUID 7) and the system's: it saves the YMM registers (XCR0 bits 1, 2).
        if ((ecx & bit_OSXSAVE) && (ecx & bit_AVX)) {
            unsigned int low = 0, high = 0;
            __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
            if ((low & 6) == 6 && __get_cpuid_max(0, 0) >= 7) {
                __cpuid_count(7, 0, eax, ebx, ecx, edx);
                if (ebx & bit_AVX2) level = 2;
            }
        }
    }
    known = level;
    return level;
}

int tabbar_pair_scan_level(void) { return kernel_level(); }

/// The lanes of sixteen positions whose nibbles pass a bucket (bit k: position index + k).
__attribute__((target("ssse3")))
static inline unsigned int passing16(const uint8_t *at, __m128i low0, __m128i high0, __m128i low1, __m128i high1) {
    const __m128i nibble = _mm_set1_epi8(0x0F);
    const __m128i first = _mm_loadu_si128((const __m128i *)at);
    const __m128i second = _mm_loadu_si128((const __m128i *)(at + 1));
    const __m128i passed0 = _mm_and_si128(_mm_shuffle_epi8(low0, _mm_and_si128(first, nibble)),
                                          _mm_shuffle_epi8(high0, _mm_and_si128(_mm_srli_epi16(first, 4), nibble)));
    const __m128i passed1 = _mm_and_si128(_mm_shuffle_epi8(low1, _mm_and_si128(second, nibble)),
                                          _mm_shuffle_epi8(high1, _mm_and_si128(_mm_srli_epi16(second, 4), nibble)));
    return (unsigned int)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(passed0, passed1), _mm_setzero_si128())) ^ 0xFFFFu;
}

/// The first lane of `lanes` (positions from `index`) whose pair is an anchor, or -1.
static inline ptrdiff_t first_anchor(const uint8_t *text, ptrdiff_t index, uint32_t lanes, const uint64_t *pair_bits) {
    while (lanes != 0) {
        const ptrdiff_t candidate = index + __builtin_ctz(lanes);
        const unsigned int pair = (unsigned int)text[candidate] | (unsigned int)text[candidate + 1] << 8;
        if (pair_bits[pair >> 6] & ((uint64_t)1 << (pair & 63))) return candidate;
        lanes &= lanes - 1;
    }
    return -1;
}

__attribute__((target("ssse3")))
static ptrdiff_t scan16(const uint8_t *text, ptrdiff_t count, ptrdiff_t index, const uint8_t *nibbles,
                        const uint64_t *pair_bits, ptrdiff_t *resume) {
    const __m128i low0 = _mm_loadu_si128((const __m128i *)(nibbles));
    const __m128i high0 = _mm_loadu_si128((const __m128i *)(nibbles + 16));
    const __m128i low1 = _mm_loadu_si128((const __m128i *)(nibbles + 32));
    const __m128i high1 = _mm_loadu_si128((const __m128i *)(nibbles + 48));
    while (index + 17 <= count) {
        const ptrdiff_t found = first_anchor(text, index, passing16(text + index, low0, high0, low1, high1), pair_bits);
        if (found >= 0) return found;
        index += 16;
    }
    *resume = index;
    return -1;
}

__attribute__((target("avx2")))
static ptrdiff_t scan32(const uint8_t *text, ptrdiff_t count, ptrdiff_t index, const uint8_t *nibbles,
                        const uint64_t *pair_bits, ptrdiff_t *resume) {
    // Each 128-bit lane looks up in its own copy of the tables.
    const __m256i low0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(nibbles)));
    const __m256i high0 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(nibbles + 16)));
    const __m256i low1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(nibbles + 32)));
    const __m256i high1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(nibbles + 48)));
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    while (index + 33 <= count) {
        const __m256i first = _mm256_loadu_si256((const __m256i *)(text + index));
        const __m256i second = _mm256_loadu_si256((const __m256i *)(text + index + 1));
        const __m256i passed0 = _mm256_and_si256(_mm256_shuffle_epi8(low0, _mm256_and_si256(first, nibble)),
                                                 _mm256_shuffle_epi8(high0, _mm256_and_si256(_mm256_srli_epi16(first, 4), nibble)));
        const __m256i passed1 = _mm256_and_si256(_mm256_shuffle_epi8(low1, _mm256_and_si256(second, nibble)),
                                                 _mm256_shuffle_epi8(high1, _mm256_and_si256(_mm256_srli_epi16(second, 4), nibble)));
        const uint32_t lanes = ~(uint32_t)_mm256_movemask_epi8(
            _mm256_cmpeq_epi8(_mm256_and_si256(passed0, passed1), _mm256_setzero_si256()));
        const ptrdiff_t found = first_anchor(text, index, lanes, pair_bits);
        if (found >= 0) return found;
        index += 32;
    }
    return scan16(text, count, index, nibbles, pair_bits, resume);
}

ptrdiff_t tabbar_pair_scan(int level, const uint8_t *text, ptrdiff_t count, ptrdiff_t start, const uint8_t *nibbles,
                           const uint64_t *pair_bits, ptrdiff_t *resume) {
    const ptrdiff_t index = start < 0 ? 0 : start;
    // Never above what this processor runs, whatever the caller asks.
    switch (level < kernel_level() ? level : kernel_level()) {
    case 2: return scan32(text, count, index, nibbles, pair_bits, resume);
    case 1: return scan16(text, count, index, nibbles, pair_bits, resume);
    default:
        *resume = index;
        return -1;
    }
}

#else

int tabbar_pair_scan_level(void) { return 0; }

ptrdiff_t tabbar_pair_scan(int level, const uint8_t *text, ptrdiff_t count, ptrdiff_t start, const uint8_t *nibbles,
                           const uint64_t *pair_bits, ptrdiff_t *resume) {
    (void)level; (void)text; (void)count; (void)nibbles; (void)pair_bits;
    *resume = start;
    return -1;
}

#endif
