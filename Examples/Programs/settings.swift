import SwiftUI

// A print dialog's settings as a form of controls: a stepper for the
// copies, a menu picker for the paper, a segmented picker for the colour,
// a check box and a switch, a date picker for when to print, a colour
// picker for the highlights; a gauge shows the ink left and a progress bar
// how much of the job is sent, which each copy more sets back; a link opens
// the printer's guide in the browser.
enum Paper: String, CaseIterable {
    case a4 = "A4", letter = "Letter", legal = "Legal"
}

struct ContentView: View {
    @State private var copies = 1
    @State private var paper = Paper.a4
    @State private var colour = 0
    @State private var twoSided = false
    @State private var preview = true
    @State private var printAt = Date()
    @State private var highlight = Color.yellow

    var body: some View {
        Form {
            Section("Job") {
                Stepper("Copies: \(copies)", value: $copies, in: 1...5)
                Picker("Paper", selection: $paper) {
                    ForEach(Paper.allCases, id: \.self) { Text($0.rawValue) }
                }
                Picker("Colour", selection: $colour) {
                    Text("Colour").tag(0)
                    Text("Gray").tag(1)
                }
                .pickerStyle(.segmented)
                DatePicker("Print at", selection: $printAt, in: Date()...)
                Toggle("Two-sided", isOn: $twoSided).toggleStyle(.checkbox)
                Toggle("Preview", isOn: $preview)
                ColorPicker("Highlights", selection: $highlight, supportsOpacity: false)
            }
            Section("Printer") {
                Gauge(value: colour == 0 ? 0.6 : 0.8) { Text("Ink") }
                ProgressView("Sent", value: 1, total: Double(copies + 1))
            }
            Section("Help") {
                Link("Printing guide", destination: URL(string: "https://example.org/printing")!)
            }
        }
    }
}
