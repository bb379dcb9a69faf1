import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's peak resident memory so far, in MiB (`getrusage`'s `ru_maxrss`, which Linux
/// gives in KiB and Darwin in bytes): what the memory probes (`stream-probe`, `dense-probe`) print.
public func peakResidentMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
    #endif
}
