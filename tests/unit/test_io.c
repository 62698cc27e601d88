/* test_io.c: unit tests of input by lines and buffered output
 * (src/io.h): lines with and without a final newline, CR kept, lines far
 * longer than the read buffer from a pipe, the memory reader, chunks, a
 * large pipe (every byte in order, lines longer than a piece, reads
 * after lines), the look at
 * the start of a file that input.c takes, and the writer to memory and
 * to descriptors. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "io.h"
#include "util.h"

/* The next line of R, read as the filter reads (kt_reader_lines): the
 * pieces of a long line joined, and the lines of a run after the first
 * given back.  Returns 1 with the line in *LINE (valid until the next
 * call) and *LEN, or what kt_reader_lines returned at the end (0, -1). */
static int
next_line(struct kt_reader *r, const unsigned char **line, size_t *len)
{
	static unsigned char *buf;
	static size_t cap;
	const unsigned char *p, *nl;
	size_t n, have = 0;
	int rc;

	while ((rc = kt_reader_lines(r, &p, &n)) == 2) {
		buf = kt_xgrow(buf, &cap, have + n, 1);
		memcpy(buf + have, p, n);
		have += n;
	}
	if (rc <= 0) {
		assert_int_equal(have, 0);	/* no piece without an end */
		return rc;
	}
	nl = memchr(p, '\n', n);
	if (nl != NULL) {
		kt_reader_unread(r, n - (size_t)(nl - p) - 1);
		n = (size_t)(nl - p) + 1;
	}
	buf = kt_xgrow(buf, &cap, have + n, 1);
	memcpy(buf + have, p, n);
	*line = buf;
	*len = have + n;
	return 1;
}

/* Expect the next line of R to be the N bytes at WANT. */
static void
expect_line(struct kt_reader *r, const char *want, size_t n)
{
	const unsigned char *line = NULL;
	size_t len = 0;

	assert_int_equal(next_line(r, &line, &len), 1);
	assert_int_equal(len, n);
	assert_memory_equal(line, want, n);
}

#define EXPECT(r, s) expect_line(r, s, sizeof (s) - 1)

static void
expect_end(struct kt_reader *r)
{
	const unsigned char *line;
	size_t len;

	assert_int_equal(next_line(r, &line, &len), 0);
	assert_int_equal(next_line(r, &line, &len), 0);
}

static void
test_io_mem_lines(void **state)
{
	static const char text[] = "a\nbb\n\nccc";
	struct kt_reader r;

	(void)state;
	kt_reader_init_mem(&r, text, sizeof text - 1);
	EXPECT(&r, "a\n");
	EXPECT(&r, "bb\n");
	EXPECT(&r, "\n");
	/* the last line has no newline, and gets none */
	EXPECT(&r, "ccc");
	expect_end(&r);
	kt_reader_free(&r);
}

static void
test_io_mem_final_newline(void **state)
{
	static const char text[] = "a\nb\n";
	struct kt_reader r;

	(void)state;
	kt_reader_init_mem(&r, text, sizeof text - 1);
	EXPECT(&r, "a\n");
	EXPECT(&r, "b\n");
	expect_end(&r);
	kt_reader_free(&r);
	kt_reader_init_mem(&r, "", 0);
	expect_end(&r);
	kt_reader_free(&r);
	kt_reader_init_mem(&r, "\n", 1);
	EXPECT(&r, "\n");
	expect_end(&r);
	kt_reader_free(&r);
}

static void
test_io_mem_crlf_and_bytes_kept(void **state)
{
	static const char text[] = "a\r\nb\r\n\r\nc\rd\n\0e\n\xff\xfe\r";
	struct kt_reader r;

	(void)state;
	kt_reader_init_mem(&r, text, sizeof text - 1);
	EXPECT(&r, "a\r\n");
	EXPECT(&r, "b\r\n");
	EXPECT(&r, "\r\n");
	EXPECT(&r, "c\rd\n");
	EXPECT(&r, "\0e\n");
	EXPECT(&r, "\xff\xfe\r");
	expect_end(&r);
	kt_reader_free(&r);
}

static void
test_io_mem_chunk(void **state)
{
	static const char text[] = "one\ntwo";
	struct kt_reader r;
	const unsigned char *p;
	size_t len;

	(void)state;
	kt_reader_init_mem(&r, text, sizeof text - 1);
	EXPECT(&r, "one\n");
	/* the rest, in one piece */
	assert_int_equal(kt_reader_chunk(&r, &p, &len), 1);
	assert_int_equal(len, 3);
	assert_memory_equal(p, "two", 3);
	assert_int_equal(kt_reader_chunk(&r, &p, &len), 0);
	expect_end(&r);
	kt_reader_free(&r);
}

/* Start a child that writes the N bytes at P to a pipe in pieces of
 * PIECE bytes; returns the read end.  *PID is the child. */
static int
pipe_writer(const void *p, size_t n, size_t piece, pid_t *pid)
{
	int fd[2];

	assert_int_equal(pipe(fd), 0);
	*pid = fork();
	assert_true(*pid >= 0);
	if (*pid == 0) {
		const unsigned char *s = p;

		close(fd[0]);
		while (n > 0) {
			size_t k = n < piece ? n : piece;
			ssize_t w = write(fd[1], s, k);
			if (w < 0) {
				if (errno == EINTR)
					continue;
				_exit(1);
			}
			s += w;
			n -= (size_t)w;
		}
		_exit(0);
	}
	close(fd[1]);
	return fd[0];
}

static void
wait_child(pid_t pid)
{
	int status;

	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
}

static void
test_io_pipe_long_line(void **state)
{
	const size_t big = (size_t)1024 * 1024;
	size_t total = big + 1 + 6 + 4, i;
	unsigned char *text = malloc(total);
	struct kt_reader r;
	const unsigned char *line;
	size_t len;
	pid_t pid;
	int fd;

	(void)state;
	assert_non_null(text);
	for (i = 0; i < big; i++)
		text[i] = (unsigned char)('a' + i % 26);
	memcpy(text + big, "\nshort\ntail", 11);
	fd = pipe_writer(text, total, 4000, &pid);
	kt_reader_init_fd(&r, fd);
	assert_int_equal(next_line(&r, &line, &len), 1);
	assert_int_equal(len, big + 1);
	assert_memory_equal(line, text, big + 1);
	EXPECT(&r, "short\n");
	EXPECT(&r, "tail");
	expect_end(&r);
	assert_int_equal(r.err, 0);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);
	free(text);
}

static void
test_io_pipe_many_lines(void **state)
{
	const int count = 100000;
	char *text = malloc((size_t)count * 16), want[32];
	size_t n = 0;
	struct kt_reader r;
	pid_t pid;
	int fd, i;

	(void)state;
	assert_non_null(text);
	for (i = 0; i < count; i++)
		n += (size_t)sprintf(text + n, "line %d\r\n", i);
	/* pieces of odd sizes, so that lines straddle reads */
	fd = pipe_writer(text, n, 997, &pid);
	kt_reader_init_fd(&r, fd);
	for (i = 0; i < count; i++) {
		int k = snprintf(want, sizeof want, "line %d\r\n", i);
		expect_line(&r, want, (size_t)k);
	}
	expect_end(&r);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);
	free(text);
}

static void
test_io_pipe_no_final_newline(void **state)
{
	struct kt_reader r;
	pid_t pid;
	int fd;

	(void)state;
	fd = pipe_writer("x\ny", 3, 1, &pid);
	kt_reader_init_fd(&r, fd);
	EXPECT(&r, "x\n");
	EXPECT(&r, "y");
	expect_end(&r);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);
}

static void
test_io_pipe_chunks(void **state)
{
	const size_t n = 300000;
	unsigned char *text = malloc(n), *got = malloc(n + 1);
	const unsigned char *p;
	size_t len, have = 0, i;
	struct kt_reader r;
	pid_t pid;
	int fd, rc;

	(void)state;
	assert_non_null(text);
	assert_non_null(got);
	for (i = 0; i < n; i++)
		text[i] = (unsigned char)(i * 7);
	fd = pipe_writer(text, n, 10000, &pid);
	kt_reader_init_fd(&r, fd);
	while ((rc = kt_reader_chunk(&r, &p, &len)) > 0) {
		assert_true(have + len <= n);
		memcpy(got + have, p, len);
		have += len;
	}
	assert_int_equal(rc, 0);
	assert_int_equal(have, n);
	assert_memory_equal(got, text, n);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);
	free(text);
	free(got);
}

/* What input.c does with a file: look at its start (peek, more), skip a
 * byte-order mark, then read lines; or read it all (slurp).  Nothing is
 * lost or read twice. */
static void
test_io_pipe_peek_skip_slurp(void **state)
{
	static const char text[] = "\xef\xbb\xbf.TH X 2\nline\nlast";
	const unsigned char *p;
	struct kt_reader r;
	size_t n;
	pid_t pid;
	int fd;

	(void)state;
	fd = pipe_writer(text, sizeof text - 1, 5, &pid);
	kt_reader_init_fd(&r, fd);
	kt_reader_peek(&r, &p, &n);
	assert_int_equal(n, 0);
	while (kt_reader_more(&r))
		;
	kt_reader_peek(&r, &p, &n);
	assert_int_equal(n, sizeof text - 1);
	assert_memory_equal(p, text, n);
	kt_reader_skip(&r, 3);
	EXPECT(&r, ".TH X 2\n");
	EXPECT(&r, "line\n");
	EXPECT(&r, "last");
	expect_end(&r);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);

	fd = pipe_writer(text, sizeof text - 1, 5, &pid);
	kt_reader_init_fd(&r, fd);
	(void)kt_reader_slurp(&r, (size_t)-1);
	kt_reader_peek(&r, &p, &n);
	assert_int_equal(n, sizeof text - 1);
	assert_memory_equal(p, text, n);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);
}

static void
test_io_read_error(void **state)
{
	struct kt_reader r;
	const unsigned char *line;
	size_t len;
	int fd = open(".", O_RDONLY);

	(void)state;
	assert_true(fd >= 0);
	kt_reader_init_fd(&r, fd);
	assert_int_equal(next_line(&r, &line, &len), -1);
	assert_int_equal(r.err, EISDIR);
	kt_reader_free(&r);
	close(fd);
}

/* A text of N bytes: lines of 0 to 300 bytes, and now and then one of
 * 150 to 350 KiB (longer than a piece). */
static unsigned char *
pipe_text(size_t n)
{
	unsigned char *t = malloc(n);
	unsigned long x = 12345;
	size_t i = 0;

	assert_non_null(t);
	while (i < n) {
		size_t len, k;

		x = x * 1103515245u + 12345u;
		len = (x >> 8) % 301;
		if ((x >> 4) % 97 == 0)
			len = 150 * 1024 + (x >> 12) % (200 * 1024);
		for (k = 0; k < len && i < n; k++, i++)
			t[i] = (unsigned char)(' ' + (i * 7 + k) % 90);
		if (i < n)
			t[i++] = '\n';
	}
	return t;
}

/* kt_reader_lines from a pipe of several MB, with some of every long
 * piece given back, hands out every byte in order, and whole lines but
 * for pieces. */
static void
test_io_pipe_big_lines_keep_every_byte(void **state)
{
	const size_t n = (size_t)6 * 1024 * 1024 + 17;
	unsigned char *text = pipe_text(n), *got = malloc(n);
	const unsigned char *p;
	size_t len, have = 0;
	struct kt_reader r;
	pid_t pid;
	int fd, rc, pieces = 0;

	(void)state;
	assert_non_null(got);
	fd = pipe_writer(text, n, 40000, &pid);
	kt_reader_init_fd(&r, fd);
	while ((rc = kt_reader_lines(&r, &p, &len)) > 0) {
		assert_true(len > 0 && have + len <= n);
		if (rc == 2) {
			/* a piece: take a third, give the rest back */
			assert_true(len > KT_LINE_PIECE);
			assert_null(memchr(p, '\n', len));
			kt_reader_unread(&r, len - len / 3);
			len /= 3;
			pieces++;
		} else
			assert_true(p[len - 1] == '\n' || have + len == n);
		memcpy(got + have, p, len);
		have += len;
	}
	assert_int_equal(rc, 0);
	assert_int_equal(r.err, 0);
	assert_int_equal(have, n);
	assert_memory_equal(got, text, n);
	assert_true(pieces > 0);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);
	free(text);
	free(got);
}

/* Lines longer than a piece come whole, their pieces joined. */
static void
test_io_pipe_long_lines_whole(void **state)
{
	const size_t n = (size_t)3 * 1024 * 1024;
	unsigned char *text = pipe_text(n);
	const unsigned char *line;
	size_t len, have = 0;
	struct kt_reader r;
	pid_t pid;
	int fd, rc;

	(void)state;
	fd = pipe_writer(text, n, 65536, &pid);
	kt_reader_init_fd(&r, fd);
	while ((rc = next_line(&r, &line, &len)) > 0) {
		const unsigned char *nl = memchr(text + have, '\n', n - have);
		size_t want = nl != NULL ? (size_t)(nl - (text + have)) + 1 :
		    n - have;

		assert_int_equal(len, want);
		assert_memory_equal(line, text + have, len);
		have += len;
	}
	assert_int_equal(rc, 0);
	assert_int_equal(have, n);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);
	free(text);
}

/* kt_reader_read after the reader has handed out chunks: into its
 * buffer, to the end, also where the caller grows the buffer itself
 * between reads, as the encodings layer does. */
static void
test_io_pipe_lines_then_read(void **state)
{
	const size_t n = (size_t)2 * 1024 * 1024;
	unsigned char *text = pipe_text(n), *got = malloc(n);
	const unsigned char *p;
	size_t len, have = 0;
	struct kt_reader r;
	pid_t pid;
	int fd;

	(void)state;
	assert_non_null(got);
	fd = pipe_writer(text, n, 30000, &pid);
	kt_reader_init_fd(&r, fd);
	while (have < (size_t)600 * 1024) {
		assert_int_equal(kt_reader_chunk(&r, &p, &len), 1);
		memcpy(got + have, p, len);
		have += len;
	}
	while (!r.eof) {
		assert_true(kt_reader_read(&r) >= 0);
		if (r.cap - r.end < r.cap / 4)
			r.buf = kt_xgrow(r.buf, &r.cap, r.cap * 2, 1);
	}
	assert_int_equal(r.err, 0);
	assert_int_equal(have + r.end - r.start, n);
	memcpy(got + have, r.buf + r.start, r.end - r.start);
	assert_memory_equal(got, text, n);
	kt_reader_free(&r);
	close(fd);
	wait_child(pid);
	free(text);
	free(got);
}

static void
test_io_writer_mem(void **state)
{
	struct kt_writer w;
	char big[1000];

	(void)state;
	kt_writer_init_mem(&w);
	assert_int_equal(w.fd, -1);
	assert_int_equal(w.len, 0);
	assert_false(w.any);
	assert_true(w.last_nl);
	kt_writer_put(&w, "ab", 2);
	assert_true(w.any);
	assert_false(w.last_nl);
	kt_writer_put(&w, "c\n", 2);
	assert_true(w.last_nl);
	/* nothing written changes nothing */
	kt_writer_put(&w, "x", 0);
	assert_true(w.last_nl);
	assert_int_equal(w.len, 4);
	assert_memory_equal(w.buf, "abc\n", 4);
	/* it grows as needed */
	memset(big, 'z', sizeof big);
	kt_writer_put(&w, big, sizeof big);
	kt_writer_put(&w, "\0\r", 2);
	assert_int_equal(w.len, 4 + sizeof big + 2);
	assert_memory_equal(w.buf + 4, big, sizeof big);
	assert_memory_equal(w.buf + 4 + sizeof big, "\0\r", 2);
	assert_false(w.last_nl);
	/* flushing memory keeps it */
	assert_int_equal(kt_writer_flush(&w), 0);
	assert_int_equal(w.len, 4 + sizeof big + 2);
	assert_int_equal(w.err, 0);
	kt_writer_free(&w);
}

static void
test_io_writer_fd(void **state)
{
	char path[] = "/tmp/kt-test-io-XXXXXX";
	int fd = mkstemp(path);
	struct kt_writer w;
	size_t big = 200000, i;
	unsigned char *data = malloc(big), *back = malloc(big + 10);
	ssize_t n;

	(void)state;
	assert_true(fd >= 0);
	assert_non_null(data);
	assert_non_null(back);
	unlink(path);
	for (i = 0; i < big; i++)
		data[i] = (unsigned char)(i % 251);
	kt_writer_init_fd(&w, fd);
	kt_writer_put(&w, "head\n", 5);
	/* nothing reaches the file before a flush, or a full buffer */
	assert_int_equal(lseek(fd, 0, SEEK_END), 0);
	kt_writer_put(&w, data, big);
	kt_writer_put(&w, "tail", 4);
	assert_int_equal(kt_writer_flush(&w), 0);
	assert_int_equal(w.len, 0);
	assert_int_equal(lseek(fd, 0, SEEK_SET), 0);
	n = read(fd, back, big + 10);
	assert_int_equal(n, 5 + big + 4);
	assert_memory_equal(back, "head\n", 5);
	assert_memory_equal(back + 5, data, big);
	assert_memory_equal(back + 5 + big, "tail", 4);
	assert_false(w.last_nl);
	assert_true(w.any);
	kt_writer_free(&w);
	close(fd);
	free(data);
	free(back);
}

static void
test_io_writer_error(void **state)
{
	struct kt_writer w;
	int fd = open("/dev/full", O_WRONLY);

	(void)state;
	if (fd < 0)
		skip();
	kt_writer_init_fd(&w, fd);
	kt_writer_put(&w, "x\n", 2);
	assert_int_equal(kt_writer_flush(&w), -1);
	assert_int_equal(w.err, ENOSPC);
	/* after an error, output is discarded and the error stays */
	kt_writer_put(&w, "more", 4);
	assert_int_equal(kt_writer_flush(&w), -1);
	assert_int_equal(w.err, ENOSPC);
	kt_writer_free(&w);
	close(fd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_io_mem_lines),
		cmocka_unit_test(test_io_mem_final_newline),
		cmocka_unit_test(test_io_mem_crlf_and_bytes_kept),
		cmocka_unit_test(test_io_mem_chunk),
		cmocka_unit_test(test_io_pipe_long_line),
		cmocka_unit_test(test_io_pipe_many_lines),
		cmocka_unit_test(test_io_pipe_no_final_newline),
		cmocka_unit_test(test_io_pipe_chunks),
		cmocka_unit_test(test_io_pipe_peek_skip_slurp),
		cmocka_unit_test(test_io_read_error),
		cmocka_unit_test(test_io_pipe_big_lines_keep_every_byte),
		cmocka_unit_test(test_io_pipe_long_lines_whole),
		cmocka_unit_test(test_io_pipe_lines_then_read),
		cmocka_unit_test(test_io_writer_mem),
		cmocka_unit_test(test_io_writer_fd),
		cmocka_unit_test(test_io_writer_error),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
