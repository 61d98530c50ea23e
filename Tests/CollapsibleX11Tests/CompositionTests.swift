import CX11
import CollapsibleCore
import XCTest
@testable import CollapsibleX11

/// XIM's on-the-spot callbacks as Xlib calls them, with what an input
/// method sends, and what it may send wrongly, with no method running:
/// what is composed is followed, its bytes that are no UTF-8 become
/// U+FFFD, and places out of the composition are its ends.
final class CompositionTests: XCTestCase {
    /// Calls the draw callback as Xlib does, replacing `changed` with
    /// `bytes` in the locale's encoding, each with `feedback`.
    private func draw(_ composition: Composition, _ bytes: [UInt8]?, feedback: [XIMFeedback] = [],
                      length: Int? = nil, changed: Range<Int32>, caret: Int32) {
        var characters = (bytes ?? []).map { CChar(bitPattern: $0) } + [0]
        var looks = feedback
        characters.withUnsafeMutableBufferPointer { string in
            looks.withUnsafeMutableBufferPointer { feedback in
                var text = XIMText()
                text.length = UInt16(length ?? feedback.count)
                text.feedback = feedback.baseAddress
                text.encoding_is_wchar = 0
                text.string.multi_byte = bytes == nil ? nil : string.baseAddress
                withUnsafeMutablePointer(to: &text) { text in
                    var call = XIMPreeditDrawCallbackStruct(caret: caret, chg_first: changed.lowerBound,
                                                            chg_length: changed.upperBound - changed.lowerBound, text: text)
                    withUnsafeMutablePointer(to: &call) { call in
                        composition.draw.pointee.callback(nil, composition.draw.pointee.client_data,
                                                          UnsafeMutableRawPointer(call).assumingMemoryBound(to: CChar.self))
                    }
                }
            }
        }
    }

    func testADrawIsFollowedAndTakenOnce() {
        let composition = Composition()
        XCTAssertNil(composition.take())
        draw(composition, Array("한".utf8), feedback: [XIMFeedback(XIMUnderline)], changed: 0..<0, caret: 1)
        draw(composition, Array("국".utf8), feedback: [XIMFeedback(XIMReverse)], changed: 1..<1, caret: 2)
        let taken = composition.take()
        XCTAssertEqual(taken?.text, "한국")
        XCTAssertEqual(taken?.caret, 2)
        XCTAssertEqual(taken?.highlighted, [1..<2])
        XCTAssertNil(composition.take(), "nothing changed since")
        composition.done.pointee.callback(nil, composition.done.pointee.client_data, nil)
        XCTAssertEqual(composition.take(), PreeditText())
    }

    func testBytesThatAreNoUTF8BecomeReplacementCharacters() {
        let composition = Composition()
        draw(composition, [0x61, 0xFF, 0xC3, 0x62], feedback: [0, 0, 0, 0], changed: 0..<0, caret: 9)
        XCTAssertEqual(composition.take()?.text, "a\u{FFFD}\u{FFFD}b")
        XCTAssertEqual(composition.preedit.caret, 4, "a caret past the end is at it")
    }

    func testAChangeOutOfTheCompositionAndLooksWithNoStringKeepItsCharacters() {
        let composition = Composition()
        draw(composition, Array("abc".utf8), feedback: [0, 0, 0], changed: 0..<0, caret: 3)
        // No string: the same characters in new looks.
        draw(composition, nil, feedback: [XIMFeedback(XIMReverse), XIMFeedback(XIMReverse)], changed: 1..<3, caret: 3)
        XCTAssertEqual(composition.preedit.text, "abc")
        XCTAssertEqual(composition.preedit.highlighted, [1..<3])
        draw(composition, Array("z".utf8), feedback: [0], changed: 7..<40, caret: -2)
        XCTAssertEqual(composition.preedit.text, "abcz")
        XCTAssertEqual(composition.preedit.caret, 0)
        // A text taken away whole.
        var call = XIMPreeditDrawCallbackStruct(caret: 0, chg_first: 0, chg_length: 4, text: nil)
        withUnsafeMutablePointer(to: &call) { call in
            composition.draw.pointee.callback(nil, composition.draw.pointee.client_data,
                                              UnsafeMutableRawPointer(call).assumingMemoryBound(to: CChar.self))
        }
        XCTAssertTrue(composition.preedit.isEmpty)
    }
}
