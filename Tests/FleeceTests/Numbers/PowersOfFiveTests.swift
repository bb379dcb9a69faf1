import Testing
@testable import Fleece

/// Checks every entry of the generated table against its definition (see
/// Scripts/generate-powers-of-five.py), with exact big-number arithmetic.
@Suite("PowersOfFive table")
struct PowersOfFiveTests {
    func entry(_ q: Int) -> BigNatural {
        let index = 2 * (q - PowersOfFive.smallestExponent)
        return BigNatural(high: PowersOfFive.words[index], low: PowersOfFive.words[index + 1])
    }

    @Test func tableCoversEveryPowerTheConversionsUse() {
        #expect(PowersOfFive.smallestExponent == -342)
        #expect(PowersOfFive.largestExponent == 308)
        #expect(PowersOfFive.words.count == 2 * (308 + 342 + 1))
        #expect(Binary64.smallestPowerOfTen >= PowersOfFive.smallestExponent)
        #expect(Binary64.largestPowerOfTen <= PowersOfFive.largestExponent)
        #expect(Binary32.smallestPowerOfTen >= PowersOfFive.smallestExponent)
        #expect(Binary32.largestPowerOfTen <= PowersOfFive.largestExponent)
    }

    @Test func knownEntries() {
        #expect(entry(0).words == (0x8000_0000_0000_0000, 0))
        #expect(entry(1).words == (0xA000_0000_0000_0000, 0))
        #expect(entry(-1).words == (0xCCCC_CCCC_CCCC_CCCC, 0xCCCC_CCCC_CCCC_CCCD))
        #expect(entry(-2).words == (0xA3D7_0A3D_70A3_D70A, 0x3D70_A3D7_0A3D_70A4))
    }

    @Test func nonnegativePowersAreTruncated() {
        for q in 0...PowersOfFive.largestExponent {
            let power = BigNatural.power(5, q)
            // 5^q shifted so that its top bit is bit 127, low bits dropped.
            let expected = power.shifted(right: power.bitWidth - 128)
            #expect(entry(q) == expected, "5^\(q)")
        }
    }

    @Test func negativePowersAreReciprocalsRoundedAsSpecified() {
        for p in 1...(-PowersOfFive.smallestExponent) {
            let power = BigNatural.power(5, p)
            let scaled = BigNatural.powerOfTwo(power.bitWidth + 127)  // 2^(z + 127)
            let product = entry(-p) * power
            if power.bitWidth <= 64 {
                // floor(2^(z + 127) / 5^p) + 1: the product is above 2^(z + 127) by at most 5^p.
                #expect(scaled < product && product <= scaled + power, "5^-\(p)")
            } else {
                // floor(2^(z + 127) / 5^p): the product is at most 2^(z + 127), by less than 5^p.
                #expect(product <= scaled && scaled < product + power, "5^-\(p)")
            }
        }
    }
}
