import Glibc
import VirtualDesktop
import XCTest

/// The formats of /proc, with command names of spaces and parentheses,
/// and lines cut short or malformed.
final class ProcTextTests: XCTestCase {
    // A stat line as the kernel writes it: pid, (comm), state, then numbers;
    // utime is field 14 and stime field 15.
    private func statLine(name: String, state: String = "S", utime: String, stime: String) -> String {
        "4242 (\(name)) \(state) 1 4242 4242 0 -1 4194560 1200 0 0 0 \(utime) \(stime) 0 0 20 0 1 0 350 10000000 500 "
            + "18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 0 17 1 0 0 0 0 0\n"
    }

    func testCPUTicksAreUserPlusSystemTime() {
        XCTAssertEqual(ProcText.cpuTicks(stat: statLine(name: "Xvfb", utime: "31", stime: "12")), 43)
    }

    func testANameWithSpacesAndParenthesesDoesNotShiftTheFields() {
        XCTAssertEqual(ProcText.cpuTicks(stat: statLine(name: "a) b (c d", utime: "7", stime: "5")), 12)
        XCTAssertEqual(ProcText.cpuTicks(stat: statLine(name: ") 1 2 3 (", utime: "100", stime: "1")), 101)
    }

    func testATruncatedOrMalformedStatLineGivesNothing() {
        XCTAssertNil(ProcText.cpuTicks(stat: "4242 (Xvfb) S 1 4242"))
        XCTAssertNil(ProcText.cpuTicks(stat: "no parenthesis at all"))
        XCTAssertNil(ProcText.cpuTicks(stat: statLine(name: "x", utime: "7", stime: "x")))
    }

    func testTheStateIsTheFieldAfterTheName() {
        XCTAssertEqual(ProcText.state(stat: statLine(name: "a) Z (b", state: "T", utime: "1", stime: "2")), "T")
        XCTAssertNil(ProcText.state(stat: "4242 (Xvfb)"))
    }

    func testStatusFieldsAreReadByExactName() {
        let status = "Name:\tcollapsible-x11\nVmHWM:\t   16056 kB\nVmRSS:\t   15000 kB\n"
            + "voluntary_ctxt_switches:\t86\nnonvoluntary_ctxt_switches:\t3\n"
        XCTAssertEqual(ProcText.field("VmHWM", status: status), 16056)
        XCTAssertEqual(ProcText.field("voluntary_ctxt_switches", status: status), 86)
        XCTAssertNil(ProcText.field("VmPeak", status: status))
        XCTAssertNil(ProcText.field("Name", status: status))
    }

    func testOnlyASysVMappingCountsAsSharedMemory() {
        let plain = """
            55d0c8e00000-55d0c8e21000 rw-p 00000000 00:00 0                          [heap]
            7f1c2a000000-7f1c2a200000 r--p 00000000 08:01 1234                       /usr/lib/x86_64-linux-gnu/libSYSVfoo.so
            7f1c2b000000-7f1c2b100000 rw-s 00000000 00:01 5                          /memfd:pulseaudio (deleted)
            """
        XCTAssertFalse(ProcText.holdsSysVSegment(maps: plain))
        let shared = plain + "\n7f1c2c000000-7f1c2c0b0000 rw-s 00000000 00:01 32769                      /SYSV00000000 (deleted)\n"
        XCTAssertTrue(ProcText.holdsSysVSegment(maps: shared))
    }

    func testSegmentsAreThoseTheProcessCreated() {
        let table = """
                   key      shmid perms                  size  cpid  lpid nattch   uid   gid  cuid  cgid      atime      dtime      ctime                   rss                  swap
                     0      32769  1600                720000  4242  4243      1     0     0     0     0 1700000000          0 1700000000                724992                     0
                     0      32770  1600                720000  4243  4242      1     0     0     0     0 1700000000          0 1700000000                724992                     0
                     0      32771  1600                 12000  4242     0      0     0     0     0     0          0          0 1700000000                     0                     0
            """
        XCTAssertEqual(ProcText.segments(createdBy: 4242, table: table), [32769, 32771])
        XCTAssertEqual(ProcText.segments(createdBy: 4244, table: table), [])
    }

    func testAProcessIsReadFromProc() throws {
        let record = ProcessRecord(pid: getpid())
        XCTAssertNotNil(record.cpuTicks())
        XCTAssertEqual(record.state(), "R")
        XCTAssertGreaterThan(try XCTUnwrap(record.peakResidentKiB()), 0)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(record.peakResidentKiB()), try XCTUnwrap(record.residentKiB()))
        XCTAssertFalse(record.mapsSharedMemory())
    }
}
