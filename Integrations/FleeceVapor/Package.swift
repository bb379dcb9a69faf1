// swift-tools-version:6.1
import PackageDescription

// Fleece for Vapor 4: a package of its own so that users of the core never resolve swift-nio
// or Vapor. It depends on Fleece by path, so it always builds against this checkout of the
// library.
let package = Package(
    name: "FleeceVapor",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "FleeceVapor", targets: ["FleeceVapor"]),
    ],
    dependencies: [
        .package(name: "Fleece", path: "../.."),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        // Already a dependency of Vapor's; named for `ByteBufferView`, which Vapor does not re-export.
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    ],
    targets: [
        .target(
            name: "FleeceVapor",
            dependencies: [
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "FleeceFoundation", package: "Fleece"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "FleeceVaporTests",
            dependencies: [
                "FleeceVapor",
                .product(name: "Fleece", package: "Fleece"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ]
)
