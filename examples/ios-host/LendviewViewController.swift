// The lendview pages in a WKWebView, answering the bridge with the Swift package in
// bridge-spec/ios (product LendviewBridge). Not compiled on the SDK's build machines (no Swift
// toolchain there): tests/native/ios-example.test.ts checks every Lendview name and dispatcher
// call here against the package, and what the screen must do (leave guard, lifecycle, close).

import LendviewBridge
import UIKit
import WebKit

/// WebKit retains its message handlers: this keeps the controller out of that cycle.
private final class WeakHandler: NSObject, WKScriptMessageHandlerWithReply {
    weak var target: WKScriptMessageHandlerWithReply?

    init(_ target: WKScriptMessageHandlerWithReply) {
        self.target = target
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void) {
        guard let target = target else { return replyHandler(nil, "failed") }
        target.userContentController(controller, didReceive: message, replyHandler: replyHandler)
    }
}

@MainActor
final class LendviewViewController: UIViewController, WKScriptMessageHandlerWithReply, WKNavigationDelegate, UIGestureRecognizerDelegate, UIAdaptivePresentationControllerDelegate, LendviewHost {
    static let pagesOrigin = "https://app.lender.example"
    private var webView: WKWebView!
    private var appeared = false
    private var foreground = true
    private var showing = false
    private var askingBack = false
    private weak var popDelegate: UIGestureRecognizerDelegate?

    // region host
    let appVersion = "5.3.0"
    /// What this app does for the pages: the dispatcher sends exactly these in its hello.
    let capabilities: Set<String> = ["close", "callPhone", "track"]

    func close(_ payload: Lendview.EmptyPayload) async throws -> Lendview.Outcome {
        dismissOrPop()
        return .ok
    }

    func callPhone(_ payload: Lendview.CallPhonePayload) async throws -> Lendview.Outcome {
        guard let url = URL(string: "tel:" + payload.number.replacingOccurrences(of: " ", with: "")) else { return .failed(.failed, "Bad number") }
        // The page's call settles when iOS answers: a device without a dialer says no.
        return await UIApplication.shared.open(url) ? .ok : .failed(.failed, "This device cannot call")
    }

    func track(_ payload: Lendview.TrackPayload) async throws -> Lendview.Outcome {
        // Hand payload.event and payload.props to the app's analytics SDK.
        return .ok
    }

    // The dispatcher holds this controller weakly: no cycle. A malformed origin rule stops here at once.
    private lazy var dispatcher = try! Lendview.Dispatcher(host: self, allowedOrigins: [Self.pagesOrigin]) { [weak self] script in
        self?.webView.evaluateJavaScript(script)
    }
    // endregion

    override func loadView() {
        let contents = WKUserContentController()
        // region listen
        // The page knows what the app can do at first paint; the script checks the page's origin first.
        contents.addUserScript(WKUserScript(source: dispatcher.documentStartScript(), injectionTime: .atDocumentStart, forMainFrameOnly: true))
        contents.addScriptMessageHandler(WeakHandler(self), contentWorld: .page, name: "lendview")
        // endregion
        let configuration = WKWebViewConfiguration()
        configuration.userContentController = contents
        webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = self
        view = webView
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: self, action: #selector(back))
        webView.load(URLRequest(url: URL(string: Self.pagesOrigin + "/fourthOliver?languageType=1")!))
    }

    // region receive
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage, replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void) {
        let origin = message.frameInfo.securityOrigin
        let text = "\(origin.protocol)://\(origin.host)" + (origin.port == 0 ? "" : ":\(origin.port)")
        dispatcher.receive(body: message.body, origin: text, isMainFrame: message.frameInfo.isMainFrame, reply: replyHandler)
    }

    /// A new document in the web view (a reload, another page): the old page's leave guard goes with it.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        dispatcher.pageStarted()
    }
    // endregion

    // region lifecycle
    override func viewDidLoad() {
        super.viewDidLoad()
        // The dialer, a bank app, the home screen: the app leaves the foreground while this screen stays.
        for name in [UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification, UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(foregroundChanged(_:)), name: name, object: nil)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
        updateShowing()
        // Swipe-back and a sheet's swipe-down leave the page too: they ask first while it holds a leave guard.
        popDelegate = navigationController?.interactivePopGestureRecognizer?.delegate
        navigationController?.interactivePopGestureRecognizer?.delegate = self
        (navigationController ?? self).presentationController?.delegate = self
    }

    override func viewWillDisappear(_ animated: Bool) {
        appeared = false
        updateShowing()
        if navigationController?.interactivePopGestureRecognizer?.delegate === self {
            navigationController?.interactivePopGestureRecognizer?.delegate = popDelegate
        }
        super.viewWillDisappear(animated)
    }

    @objc private func foregroundChanged(_ notification: Notification) {
        // Another window's scene (iPad) is not this screen's.
        if let scene = notification.object as? UIScene, scene !== view.window?.windowScene { return }
        let background = notification.name == UIScene.didEnterBackgroundNotification || notification.name == UIApplication.didEnterBackgroundNotification
        foreground = !background
        updateShowing()
    }

    /// `resume` when the page becomes visible, `pause` when it stops being: once per change.
    private func updateShowing() {
        let now = appeared && foreground
        guard now != showing else { return }
        showing = now
        dispatcher.emit(now ? .resume : .pause)
    }
    // endregion

    // region back
    /// The Back button, and a swipe while the page holds a leave guard: the page closes its dialog if it has one; else leave.
    @objc private func back() {
        guard !askingBack else { return }
        askingBack = true
        let request = dispatcher.requestBack { [weak self] handled in
            self?.askingBack = false
            if !handled { self?.leave() }
        }
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 300_000_000)
            self?.dispatcher.expire(request)
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === navigationController?.interactivePopGestureRecognizer else { return true }
        guard !dispatcher.leaveGuarded else {
            back()
            return false
        }
        return (navigationController?.viewControllers.count ?? 0) > 1
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !dispatcher.leaveGuarded
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        back()
    }

    private func leave() {
        guard dispatcher.leaveGuarded else { return dismissOrPop() }
        // Use the app's localized strings; literals keep the example short.
        let alert = UIAlertController(title: nil, message: "Your payment is not finished. Leave anyway?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
        alert.addAction(UIAlertAction(title: "Leave", style: .destructive) { [weak self] _ in
            self?.dismissOrPop()
        })
        present(alert, animated: true)
    }

    /// Leaves the way the screen came: popped off a navigation stack, or dismissed when presented.
    private func dismissOrPop() {
        if let navigation = navigationController, navigation.viewControllers.first !== self {
            navigation.popViewController(animated: true)
        } else if presentingViewController != nil {
            dismiss(animated: true)
        }
    }
    // endregion
}
