// swift-tools-version:6.2
import PackageDescription

// Fleece for Hummingbird 2: a package of its own so that users of the core never resolve
// swift-nio or Hummingbird. It depends on Fleece by path, so it always builds against this
// checkout of the library.
let package = Package(
    name: "FleeceHummingbird",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .visionOS(.v2)],
    products: [
        .library(name: "FleeceHummingbird", targets: ["FleeceHummingbird"]),
    ],
    dependencies: [
        .package(name: "Fleece", path: "../.."),
        // No default traits: swift-configuration is not needed, and every target left out is
        // build time saved in CI.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Already a dependency of Hummingbird's; named for `ByteBufferView`, which Hummingbird
        // does not re-export.
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    ],
    targets: [
        .target(
            name: "FleeceHummingbird",
            dependencies: [
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "FleeceFoundation", package: "Fleece"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "FleeceHummingbirdTests",
            dependencies: [
                "FleeceHummingbird",
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)
