/* main.c: the ktypes program.  Everything is in the library; see cli.h. */
#include <config.h>

#include "cli.h"

int
main(int argc, char **argv)
{
	return kt_cli_main(argc, argv);
}
