import CX11
import CX11Extensions
import Glibc

/// A System V shared memory segment mapped into the program, with the
/// description of it that Xlib takes. It is unmapped when the last holder
/// lets go, and removed once nobody maps it: marked for that as soon as
/// the server has had its chance to attach it, so that the kernel frees it
/// however the program ends.
final class SharedSegment {
    let info: UnsafeMutablePointer<XShmSegmentInfo>
    let address: UnsafeMutableRawPointer

    /// Nil when no segment can be made (no memory, or over the system's limit).
    init?(bytes: Int) {
        let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            return nil
        }
        self.address = address
        info = .allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = True
    }

    /// From here the segment lives only as long as someone maps it.
    func removeWhenUnmapped() {
        shmctl(info.pointee.shmid, IPC_RMID, nil)
    }

    deinit {
        // Marked already if the server was asked to attach it; a second mark changes nothing.
        removeWhenUnmapped()
        shmdt(address)
        info.deallocate()
    }
}
