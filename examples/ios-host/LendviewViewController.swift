// The lendview pages in a WKWebView, answering the bridge with the generated Swift
// (bridge-spec/swift: add LendviewBridge.swift and LendviewHost.swift to the app).
// Not compiled on the SDK's build machines (no Swift toolchain there); tests/docs checks that
// every Lendview name used here is declared by the generated files.

import UIKit
import WebKit

/// WebKit retains its message handlers: this keeps the controller out of that cycle.
private final class WeakHandler: NSObject, WKScriptMessageHandlerWithReply {
    weak var target: WKScriptMessageHandlerWithReply?

    init(_ target: WKScriptMessageHandlerWithReply) {
        self.target = target
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void) {
        guard let target = target else { return replyHandler(nil, "failed") }
        target.userContentController(controller, didReceive: message, replyHandler: replyHandler)
    }
}

@MainActor
final class LendviewViewController: UIViewController, WKScriptMessageHandlerWithReply, LendviewHost {
    static let pagesOrigin = "https://app.lender.example"
    private var webView: WKWebView!

    // #region host
    let appVersion = "5.3.0"
    /// What this app does for the pages: the dispatcher sends exactly these in its hello.
    let capabilities: Set<String> = ["close", "callPhone", "track"]

    func close(_ payload: Lendview.EmptyPayload) -> Lendview.Outcome {
        navigationController?.popViewController(animated: true)
        return .ok
    }

    func callPhone(_ payload: Lendview.CallPhonePayload) -> Lendview.Outcome {
        guard let url = URL(string: "tel:" + payload.number.replacingOccurrences(of: " ", with: "")) else { return .failed(.failed, "bad number") }
        UIApplication.shared.open(url)
        return .ok
    }

    func track(_ payload: Lendview.TrackPayload) -> Lendview.Outcome {
        // Hand payload.event and payload.props to the app's analytics SDK.
        return .ok
    }

    private lazy var dispatcher = Lendview.Dispatcher(host: self, allowedOrigins: [Self.pagesOrigin]) { [weak self] json in
        self?.webView.evaluateJavaScript(Lendview.receiveScript(json))
    }
    // #endregion

    override func loadView() {
        let contents = WKUserContentController()
        // #region listen
        // The page knows what the app can do at first paint; the script runs on the allowed origin only.
        contents.addUserScript(WKUserScript(source: dispatcher.documentStartScript(), injectionTime: .atDocumentStart, forMainFrameOnly: true))
        contents.addScriptMessageHandler(WeakHandler(self), contentWorld: .page, name: "lendview")
        // #endregion
        let configuration = WKWebViewConfiguration()
        configuration.userContentController = contents
        webView = WKWebView(frame: .zero, configuration: configuration)
        view = webView
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(back))
        webView.load(URLRequest(url: URL(string: Self.pagesOrigin + "/fourthOliver?languageType=1")!))
    }

    // #region receive
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping (Any?, String?) -> Void) {
        let origin = message.frameInfo.securityOrigin
        let text = "\(origin.protocol)://\(origin.host)" + (origin.port == 0 ? "" : ":\(origin.port)")
        dispatcher.receive(body: message.body, origin: text, isMainFrame: message.frameInfo.isMainFrame, reply: replyHandler)
    }
    // #endregion

    // #region events
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        dispatcher.emit(.resume)
    }

    override func viewWillDisappear(_ animated: Bool) {
        dispatcher.emit(.pause)
        super.viewWillDisappear(animated)
    }

    /// The page closes its dialog if it has one; else leave, asking first during a payment.
    @objc private func back() {
        let request = dispatcher.requestBack { [weak self] handled in
            if !handled { self?.leave() }
        }
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 300_000_000)
            self?.dispatcher.expire(request)
        }
    }

    private func leave() {
        guard dispatcher.leaveGuarded else {
            navigationController?.popViewController(animated: true)
            return
        }
        // Use the app's localized strings; literals keep the example short.
        let alert = UIAlertController(title: nil, message: "Your payment is not finished. Leave anyway?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
        alert.addAction(UIAlertAction(title: "Leave", style: .destructive) { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })
        present(alert, animated: true)
    }
    // #endregion
}
