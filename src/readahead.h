/* readahead.h: reading the input ahead of the filter, in a thread of its
 * own; for io.c only.
 *
 * A preprocessor at the slow end of a pipe spends a good part of its time
 * in read(2): the kernel's copy out of the pipe, and waiting for the
 * writer to let go of the pipe.  With a read-ahead thread those reads
 * happen while the filter works on what came before.  The thread fills a
 * ring of buffers ("slots"), each with room in front of its bytes where
 * the reader can put the start of a line that the slot before it cut;
 * the reader takes the slots in turn, in the order read(2) would have
 * given their bytes, and gives each back when it is done with it.
 * Nothing but read(2) runs in the thread.
 */
#ifndef KT_READAHEAD_H
#define KT_READAHEAD_H

#include <stddef.h>

/* The bytes of a slot, and the room in front of them. */
#ifndef KT_AHEAD_SLOT
#define KT_AHEAD_SLOT ((size_t)128 * 1024)
#endif
#define KT_AHEAD_ROOM ((size_t)128 * 1024)

struct kt_readahead;

/* Start reading FD (which it duplicates: closing FD does not disturb the
 * thread) in a thread; NULL if no thread can be started, in a sandbox
 * that forbids them say (the caller then reads FD itself). */
struct kt_readahead *kt_readahead_start(int fd);

/* The next slot: 1 with *DATA and *LEN set (LEN > 0; KT_AHEAD_ROOM bytes
 * in front of DATA are the caller's too), 0 at the end of input, -1 on a
 * read error (*ERR set); after 0 or -1, every later call says the same.
 * The slot is the caller's until kt_readahead_release. */
int kt_readahead_take(struct kt_readahead *ra, unsigned char **data,
		      size_t *len, int *err);

/* Give back the oldest slot taken. */
void kt_readahead_release(struct kt_readahead *ra);

/* Stop the thread, whatever it is doing, and free RA and its slots
 * (the caller must hold no pointer into them). */
void kt_readahead_stop(struct kt_readahead *ra);

#endif
