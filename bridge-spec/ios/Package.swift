// swift-tools-version:5.9
// The lendview bridge for iOS: add this package to the app (see README.md). `swift test` here
// replays the protocol's vectors through it.

import PackageDescription

let package = Package(
    name: "LendviewBridge",
    platforms: [.iOS(.v14), .macOS(.v12)],
    products: [
        .library(name: "LendviewBridge", targets: ["LendviewBridge"]),
    ],
    targets: [
        .target(
            name: "LendviewBridge",
            path: "Sources/LendviewBridge",
            swiftSettings: [.enableExperimentalFeature("StrictConcurrency")]
        ),
        .testTarget(
            name: "LendviewBridgeTests",
            dependencies: ["LendviewBridge"],
            path: "Tests/LendviewBridgeTests"
        ),
    ]
)
