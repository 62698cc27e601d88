#!/bin/sh
# A "//" comment runs to the end of its line: no blank inside it can
# break (its rest would need a "//" of its own), but a newline before
# its "//" is whitespace only.  So where a grown type makes such a line
# wider than the room, the comment goes whole on a line of its own,
# under the name the declaration declares, as a /* */ comment of which
# no word fits does; the "//" comments that are aligned are one column
# (in mode iso, where only the first line's code reaches it, the others
# keep it, and the first goes as far left as it needs to fit).
# rtnetlink(7)'s struct ifa_cacheinfo: mode both showed it in kernel
# spelling with a key after it, and mode iso widened it to 84 columns.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
cat > "$tmp/page.man" <<'END'
.TH DEMO 7 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.TP
.B IFA_CACHEINFO
.IP
.EX
struct ifa_cacheinfo {
    __u32 ifa_prefered; // Preferred lifetime remaining, in seconds
    __u32 ifa_valid;    // Valid lifetime remaining, in seconds
    __u32 cstamp;       // Creation timestamp, in centiseconds
    __u32 tstamp;       // Update timestamp, in centiseconds
};
.EE
END
for mode in iso both; do
	ktypes -m $mode "$tmp/page.man" > "$tmp/$mode.man" ||
	    fail "ktypes -m $mode failed"
	render -rLL=78n < "$tmp/$mode.man" 2> /dev/null |
	    sed -n '/struct ifa_cacheinfo/,/};/p' > "$tmp/$mode.txt"
done
grep -q '^\.ktypes-[a-z-]*key ' "$tmp/both.man" &&
    fail "mode both falls back to a key for a block of // comments"
cat > "$tmp/iso.want" <<'END'
              struct ifa_cacheinfo {
                  uint32_t ifa_prefered;
                                   // Preferred lifetime remaining, in seconds
                  uint32_t ifa_valid; // Valid lifetime remaining, in seconds
                  uint32_t cstamp;    // Creation timestamp, in centiseconds
                  uint32_t tstamp;    // Update timestamp, in centiseconds
              };
END
cat > "$tmp/both.want" <<'END'
              struct ifa_cacheinfo {
                  __u32/*uint32_t*/ ifa_prefered;
                                    // Preferred lifetime remaining, in seconds
                  __u32/*uint32_t*/ ifa_valid;
                                    // Valid lifetime remaining, in seconds
                  __u32/*uint32_t*/ cstamp;
                                    // Creation timestamp, in centiseconds
                  __u32/*uint32_t*/ tstamp;
                                    // Update timestamp, in centiseconds
              };
END
expect_files_equal "mode iso" "$tmp/iso.want" "$tmp/iso.txt"
expect_files_equal "mode both" "$tmp/both.want" "$tmp/both.txt"
finish
