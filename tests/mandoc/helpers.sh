# tests/mandoc/helpers.sh: what the mandoc tests share, sourced after
# tests/lib.sh: msgs, check_page and worker below.

# msgs DEVICE < PAGE > MESSAGES: mandoc's messages, sorted, without place
msgs () {
	mandoc -W all -man -T"$1" 2>&1 > /dev/null |
	    sed -e 's/^mandoc: <stdin>:[0-9]*:[0-9]*: //' \
	        -e 's/^mandoc: <stdin>: //' \
	        -e '/^mandoc: see above the output for /d' \
	        -e '/^STYLE: input text line longer than 80 bytes: /d' |
	    sort
}

# check_page PAGE NAME: every mode of PAGE on both devices; what differs
# on standard output
check_page () {
	for kt_dev in utf8 html; do
		msgs $kt_dev < "$1" > "$2.src"
		for kt_mode in kernel iso both annotate; do
			if ! "$KTYPES_BIN" -m $kt_mode < "$1" > "$2.out" \
			    2> /dev/null; then
				echo "$2: ktypes -m $kt_mode failed"
				continue
			fi
			msgs $kt_dev < "$2.out" > "$2.msg"
			comm -13 "$2.src" "$2.msg" > "$2.new"
			if [ -s "$2.new" ]; then
				echo "$2: mandoc -T$kt_dev on -m $kt_mode: messages that the page as written does not get:"
				sed 's/^/  /' "$2.new"
			fi
			if [ $kt_dev = utf8 ] &&
			    mandoc -man -Tutf8 < "$2.out" |
			    grep -q "$(printf '\033')"; then
				echo "$2: mandoc -Tutf8 on -m $kt_mode: escape sequences (colour) in the output"
			fi
		done
	done
	rm -f "$2.src" "$2.out" "$2.msg" "$2.new"
}

# worker PART DIR: check_page on the pages of PART (relative to DIR)
worker () {
	while IFS= read -r kt_p; do
		check_page "$2/$kt_p" "$1.page"
	done < "$1" > "$1.bad" 2>&1
}

