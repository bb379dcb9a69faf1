extension Catalog {
    static let eventCount = 184
    static let performanceCount = 243

    /// About 1.7 MB, indented with four spaces like citm_catalog.json, so
    /// whitespace is a good part of the bytes.
    static func corpus() -> Corpus {
        var random = SeededRandom(seed: 0x5EED_F00D_0002)
        var writer = JSONTextWriter(layout: .indented, reservingCapacity: 1_900_000)

        let areaIds = random.increasingIds(17, from: 205_705_993, steps: 1 ... 7)
        let seatCategoryIds = random.increasingIds(64, from: 338_937_235, steps: 2 ... 40)
        let audienceId = 337_100_890
        let topicIds = [107_888_604, 324_846_098, 324_846_099, 324_846_100]
        let subTopicIds = random.increasingIds(19, from: 337_184_262, steps: 1 ... 3)
        let eventIds = random.increasingIds(eventCount, from: 138_586_341, steps: 10 ... 9_000)
        let performanceIds = random.increasingIds(performanceCount, from: 339_887_544, steps: 1 ... 9)
        let venues = [("PLEYEL_PLEYEL", "Salle Pleyel")]

        writer.object { root in
            root.fieldObject("areaNames") { names in
                for id in areaIds {
                    names.field(String(id), random.pick(areaNames))
                }
            }
            root.fieldObject("audienceSubCategoryNames") { names in
                names.field(String(audienceId), "Abonné")
            }
            root.fieldObject("blockNames") { _ in }
            root.fieldObject("events") { events in
                for id in eventIds {
                    events.fieldObject(String(id)) { event in
                        event.field("description", random.chance(0.1) ? Vocabulary.sentence(&random, words: 12) : nil)
                        event.field("id", id)
                        event.field("logo", random.chance(0.4) ? "/images/UE0AAAAACEKo6QAAAAZDSVRN" : nil)
                        event.field("name", eventName(&random))
                        event.field("subTopicIds", integers: (0 ..< random.int(in: 1 ... 4)).map { _ in random.pick(subTopicIds) })
                        event.field("subjectCode", nil as String?)
                        event.field("subtitle", random.chance(0.2) ? random.pick(subtitles) : nil)
                        event.field("topicIds", integers: (0 ..< random.int(in: 1 ... 2)).map { _ in random.pick(topicIds) })
                    }
                }
            }
            root.fieldArray("performances") { performances in
                for (index, id) in performanceIds.enumerated() {
                    performances.object { performance in
                        let categories = (0 ..< random.int(in: 1 ... 6)).map { _ in random.pick(seatCategoryIds) }
                        performance.field("eventId", random.pick(eventIds))
                        performance.field("id", id)
                        performance.field("logo", random.chance(0.3) ? "/images/UE0AAAAACEKo6QAAAAZDSVRN" : nil)
                        performance.field("name", nil as String?)
                        performance.fieldArray("prices") { prices in
                            for category in categories {
                                prices.object { price in
                                    price.field("amount", random.int(in: 10 ... 200) * 250)
                                    price.field("audienceSubCategoryId", audienceId)
                                    price.field("seatCategoryId", category)
                                }
                            }
                        }
                        performance.fieldArray("seatCategories") { seatCategories in
                            for category in categories {
                                seatCategories.object { seatCategory in
                                    seatCategory.fieldArray("areas") { areas in
                                        for areaId in areaIds where random.chance(0.62) {
                                            areas.object { area in
                                                area.field("areaId", areaId)
                                                area.field("blockIds", integers: [Int]())
                                            }
                                        }
                                    }
                                    seatCategory.field("seatCategoryId", category)
                                }
                            }
                        }
                        performance.field("seatMapImage", nil as String?)
                        performance.field("start", 1_372_701_600_000 + Int64(index) * 86_400_000)
                        performance.field("venueCode", venues[0].0)
                    }
                }
            }
            root.fieldObject("seatCategoryNames") { names in
                for id in seatCategoryIds {
                    names.field(String(id), random.pick(seatCategoryNames))
                }
            }
            root.fieldObject("subTopicNames") { names in
                for id in subTopicIds {
                    names.field(String(id), random.pick(subTopicNames))
                }
            }
            root.fieldObject("subjectNames") { _ in }
            root.fieldObject("topicNames") { names in
                for (id, name) in zip(topicIds, ["Musique", "Spectacle", "Famille", "Danse"]) {
                    names.field(String(id), name)
                }
            }
            root.fieldObject("topicSubTopics") { topics in
                for id in topicIds {
                    topics.field(String(id), integers: (0 ..< random.int(in: 2 ... 8)).map { _ in random.pick(subTopicIds) })
                }
            }
            root.fieldObject("venueNames") { names in
                for (code, name) in venues {
                    names.field(code, name)
                }
            }
        }
        return Corpus(name: "catalog", imitates: "citm_catalog.json (a ticketing catalog)", bytes: writer.bytes)
    }

    private static let areaNames = [
        "Arrière-scène central", "1er balcon central", "2ème balcon bergerie cour", "2ème balcon bergerie jardin",
        "1er balcon bergerie jardin", "1er balcon bergerie cour", "Arrière-scène jardin", "Arrière-scène cour",
        "2ème balcon jardin", "2ème balcon cour", "2ème Balcon central", "1er balcon jardin", "1er balcon cour",
        "Orchestre central", "Orchestre jardin", "Orchestre cour", "Loge",
    ]

    private static let seatCategoryNames = [
        "Prestige", "Catégorie 1", "Catégorie 2", "Catégorie 3", "Catégorie 4", "Catégorie unique",
        "Zone musicale", "Carré or", "Places assises", "Debout", "Tarif réduit", "Fosse",
    ]

    private static let subTopicNames = [
        "Jazz", "Musique de chambre", "Opéra", "Récital", "Symphonique", "Famille", "Ballet",
        "Chanson française", "Musiques du monde", "Musique ancienne", "Musique contemporaine",
    ]

    private static let subtitles = ["Soirée de gala", "Concert de clôture", "Première partie : « Ouverture »"]

    private static func eventName(_ random: inout SeededRandom) -> String {
        let composers = ["Mozart", "Beethoven", "Debussy", "Ravel", "Chopin", "Dvořák", "Satie", "Berlioz", "Fauré"]
        let forms = ["Symphonie n°", "Concerto n°", "Quatuor n°", "Sonate n°", "Récital", "Intégrale"]
        return "\(random.pick(forms))\(random.int(in: 1 ... 9)) – \(random.pick(composers))"
    }
}
