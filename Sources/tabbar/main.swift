#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarCLI

exit(TabBarCommand.main(Array(CommandLine.arguments.dropFirst())))
