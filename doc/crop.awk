# doc/crop.awk: the pdftoppm options (-x -y -W -H, in pixels at R dots per
# inch) that cut the DESCRIPTION section out of a man page's first page,
# from the words' boxes that "pdftotext -bbox" writes (in points): from
# just above the heading DESCRIPTION to just above the next heading (a word
# at the heading's left edge in capitals) or, where the section goes on to
# the next page, to just below its last line on this one (the line above
# the page's footer, the page's lowest line), across the width of what the
# section shows.
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
# each line of the section (the words of one yMin): its right end and foot
top && !bottom && /<word / {
	y = attr("yMin")
	if (attr("xMin") == left && />[A-Z][A-Z ]*</) {
		bottom = y
		next
	}
	if (!(y in xmax) || attr("xMax") > xmax[y])
		xmax[y] = attr("xMax")
	if (!(y in ymax) || attr("yMax") > ymax[y])
		ymax[y] = attr("yMax")
	if (y > lowest)
		lowest = y
}
END {
	if (!top) {
		print "crop.awk: no DESCRIPTION section found" > "/dev/stderr"
		exit 1
	}
	# without a next heading on the page, its lowest line is the footer
	for (y in xmax) {
		if (!bottom && y == lowest)
			continue
		if (bottom && y >= bottom)
			continue
		if (xmax[y] > right)
			right = xmax[y]
		if (!bottom && ymax[y] > foot)
			foot = ymax[y]
	}
	if (!bottom)
		bottom = foot + 6
	if (bottom <= top) {
		print "crop.awk: the DESCRIPTION section has no text" > "/dev/stderr"
		exit 1
	}
	k = r / 72
	x = int((left - 10) * k); y = int((top - 6) * k)
	w = int((right - left + 20) * k); h = int((bottom - top + 3) * k)
	printf "-x %d -y %d -W %d -H %d\n", x, y, w, h
}
