/* readahead.c: reading the input ahead of the filter, in a thread of its
 * own (see readahead.h). */
#include <config.h>

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <unistd.h>

#include "readahead.h"
#include "util.h"

#if HAVE_PTHREAD
#include <pthread.h>

/* Slots in the ring: the reader holds one or two, the thread fills the
 * rest. */
#define KT_AHEAD_SLOTS 4

struct kt_ahead_slot {
	unsigned char *mem;	/* KT_AHEAD_ROOM, then KT_AHEAD_SLOT bytes */
	size_t len;		/* bytes read into the slot */
};

struct kt_readahead {
	pthread_mutex_t lock;
	pthread_cond_t filled;	/* a slot was filled, or the thread ended */
	pthread_cond_t freed;	/* a slot was given back, or stop */
	pthread_t thread;
	int fd;			/* the thread's own copy of the descriptor */
	struct kt_ahead_slot slot[KT_AHEAD_SLOTS];
	unsigned filled_n;	/* slots filled, not yet taken */
	unsigned used_n;	/* slots filled or taken, not yet given back */
	unsigned take;		/* the slot to take next */
	bool done;		/* the thread has read its last slot */
	int err;		/* errno of the read that ended the input, or 0 */
	bool stop;		/* the reader wants no more */
	int refs;		/* the thread and the reader */
};

static void
kt_ahead_unref(struct kt_readahead *ra)
{
	bool last;
	unsigned i;

	pthread_mutex_lock(&ra->lock);
	last = --ra->refs == 0;
	pthread_mutex_unlock(&ra->lock);
	if (!last)
		return;
	pthread_cond_destroy(&ra->filled);
	pthread_cond_destroy(&ra->freed);
	pthread_mutex_destroy(&ra->lock);
	for (i = 0; i < KT_AHEAD_SLOTS; i++)
		free(ra->slot[i].mem);
	free(ra);
}

/* The thread: fill the slots in turn, each to the full, until the end of
 * input, an error or a stop. */
static void *
kt_ahead_main(void *arg)
{
	struct kt_readahead *ra = arg;
	unsigned tail = 0;
	bool end = false;

	while (!end) {
		struct kt_ahead_slot *s = &ra->slot[tail];
		unsigned char *data = s->mem + KT_AHEAD_ROOM;
		int err = 0;

		pthread_mutex_lock(&ra->lock);
		while (ra->used_n == KT_AHEAD_SLOTS && !ra->stop)
			pthread_cond_wait(&ra->freed, &ra->lock);
		if (ra->stop) {
			pthread_mutex_unlock(&ra->lock);
			break;
		}
		pthread_mutex_unlock(&ra->lock);

		/* the slot is the thread's until it is counted as filled */
		s->len = 0;
		while (s->len < KT_AHEAD_SLOT) {
			ssize_t n = read(ra->fd, data + s->len,
			    KT_AHEAD_SLOT - s->len);
			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0) {
				err = n < 0 ? errno : 0;
				end = true;
				break;
			}
			s->len += (size_t)n;
		}

		pthread_mutex_lock(&ra->lock);
		if (s->len > 0) {
			ra->filled_n++;
			ra->used_n++;
		}
		if (end) {
			ra->done = true;
			ra->err = err;
		}
		pthread_cond_signal(&ra->filled);
		pthread_mutex_unlock(&ra->lock);
		tail = (tail + 1) % KT_AHEAD_SLOTS;
	}
	close(ra->fd);
	kt_ahead_unref(ra);
	return NULL;
}

struct kt_readahead *
kt_readahead_start(int fd)
{
	struct kt_readahead *ra = kt_xcalloc(1, sizeof *ra);
	pthread_attr_t attr;
	unsigned i;
	int rc;

	ra->fd = dup(fd);
	if (ra->fd < 0) {
		free(ra);
		return NULL;
	}
	for (i = 0; i < KT_AHEAD_SLOTS; i++)
		ra->slot[i].mem = kt_xmalloc(KT_AHEAD_ROOM + KT_AHEAD_SLOT);
	pthread_mutex_init(&ra->lock, NULL);
	pthread_cond_init(&ra->filled, NULL);
	pthread_cond_init(&ra->freed, NULL);
	ra->refs = 2;
	rc = pthread_attr_init(&attr);
	if (rc == 0) {
		/* the thread needs little stack: read(2) and a lock */
		(void)pthread_attr_setstacksize(&attr, (size_t)64 * 1024);
		rc = pthread_create(&ra->thread, &attr, kt_ahead_main, ra);
		pthread_attr_destroy(&attr);
	}
	if (rc != 0) {
		close(ra->fd);
		ra->refs = 1;
		kt_ahead_unref(ra);
		return NULL;
	}
	return ra;
}

int
kt_readahead_take(struct kt_readahead *ra, unsigned char **data,
		  size_t *len, int *err)
{
	struct kt_ahead_slot *s;

	pthread_mutex_lock(&ra->lock);
	while (ra->filled_n == 0 && !ra->done)
		pthread_cond_wait(&ra->filled, &ra->lock);
	if (ra->filled_n == 0) {
		/* every slot with bytes was taken: the end, or an error */
		pthread_mutex_unlock(&ra->lock);
		if (ra->err != 0) {
			*err = ra->err;
			return -1;
		}
		return 0;
	}
	ra->filled_n--;
	pthread_mutex_unlock(&ra->lock);
	s = &ra->slot[ra->take];
	ra->take = (ra->take + 1) % KT_AHEAD_SLOTS;
	*data = s->mem + KT_AHEAD_ROOM;
	*len = s->len;
	return 1;
}

void
kt_readahead_release(struct kt_readahead *ra)
{
	/* (the thread fills the slots in the order they are taken and
	 * given back) */
	pthread_mutex_lock(&ra->lock);
	ra->used_n--;
	pthread_cond_signal(&ra->freed);
	pthread_mutex_unlock(&ra->lock);
}

void
kt_readahead_stop(struct kt_readahead *ra)
{
	bool done;

	pthread_mutex_lock(&ra->lock);
	ra->stop = true;
	done = ra->done;
	pthread_cond_signal(&ra->freed);
	pthread_mutex_unlock(&ra->lock);
	/* a thread still in read(2) (the reader gave up before the end of
	 * its input) is left to finish on its own: the last one out frees */
	if (done)
		pthread_join(ra->thread, NULL);
	else
		pthread_detach(ra->thread);
	kt_ahead_unref(ra);
}

#else /* !HAVE_PTHREAD */

struct kt_readahead *
kt_readahead_start(int fd)
{
	(void)fd;
	return NULL;
}

int
kt_readahead_take(struct kt_readahead *ra, unsigned char **data,
		  size_t *len, int *err)
{
	(void)ra;
	(void)data;
	(void)len;
	(void)err;
	return 0;
}

void
kt_readahead_release(struct kt_readahead *ra)
{
	(void)ra;
}

void
kt_readahead_stop(struct kt_readahead *ra)
{
	(void)ra;
}

#endif
