import Glibc

// One program, two processes: the one started by the command line watches
// and builds the learner's files, and runs the window in a process of its
// own, which loads each build; a trap in the learner's code ends that
// process alone, and the first starts it again.
if WindowProcess.isChild {
    WindowProcess.run()
} else {
    exit(Supervisor(arguments: Array(CommandLine.arguments.dropFirst())).run())
}
