// swift-tools-version:6.1
import PackageDescription

// Fleece over AsyncHTTPClient: JSON Lines, arrays and server-sent events streamed from an HTTP
// response whose body waits for its reader, so memory stays bounded on Linux too (where
// FoundationNetworking reads ahead). A package of its own so that users of the core never
// resolve swift-nio. It depends on Fleece by path, so it always builds against this checkout.
let package = Package(
    name: "FleeceAsyncHTTPClient",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "FleeceAsyncHTTPClient", targets: ["FleeceAsyncHTTPClient"]),
    ],
    dependencies: [
        .package(name: "Fleece", path: "../.."),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Already a dependency of AsyncHTTPClient's; named for `ByteBufferView` and, in the
        // tests, for a loopback server that honours back-pressure.
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    ],
    targets: [
        .target(
            name: "FleeceAsyncHTTPClient",
            dependencies: [
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "FleeceFoundation", package: "Fleece"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "FleeceAsyncHTTPClientTests",
            dependencies: [
                "FleeceAsyncHTTPClient",
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "FleeceFoundation", package: "Fleece"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
    ]
)
