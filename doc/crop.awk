# doc/crop.awk: the pdftoppm options (-x -y -W -H, in pixels at R dots per
# inch) that cut the DESCRIPTION section out of a man page's first page,
# from the words' boxes that "pdftotext -bbox" writes (in points): from
# just above the heading DESCRIPTION to just above the next heading (a word
# at the heading's left edge in capitals), across the text's width.
#   pdftotext -f 1 -l 1 -bbox FILE.pdf - | awk -v r=110 -f doc/crop.awk

function attr(name,    re) {
	re = name "=\"[0-9.]*\""
	if (!match($0, re))
		return -1
	return substr($0, RSTART + length(name) + 2, RLENGTH - length(name) - 3) + 0
}

/>DESCRIPTION</ && !top {
	top = attr("yMin"); left = attr("xMin"); right = attr("xMax")
	next
}
top && !bottom && /<word / {
	if (attr("xMin") == left && />[A-Z][A-Z ]*</)
		bottom = attr("yMin")
	else if (attr("xMax") > right)
		right = attr("xMax")
}
END {
	if (!top || !bottom) {
		print "crop.awk: no DESCRIPTION section found" > "/dev/stderr"
		exit 1
	}
	k = r / 72
	x = int((left - 10) * k); y = int((top - 6) * k)
	w = int((right - left + 20) * k); h = int((bottom - top + 3) * k)
	printf "-x %d -y %d -W %d -H %d\n", x, y, w, h
}
