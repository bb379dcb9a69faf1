/// Small samples in the shape of Flickr's `flickr.places.find` response, written for these tests.
enum FlickrPlaces {
    /// Four places as Flickr sends them: counts and ids as strings, one place without `woe_name`.
    static let sample = """
        {
          "places": {
            "place": [
              {"place_id": "4hLQygSaBJ92", "place_url": "/Canada/Ontario/Toronto", "timezone": "America/Toronto", "photo_count": "2143", "woe_name": "Toronto"},
              {"place_id": "7.MJR8tTVrIO1EgB", "place_url": "/France/Ile-de-France/Paris", "timezone": "Europe/Paris", "photo_count": "18230", "woe_name": "Paris"},
              {"place_id": "hVUWVhqbBZlZSrZU", "place_url": "/Japan/Tokyo", "timezone": "Asia/Tokyo", "photo_count": "9911"},
              {
                "place_id": "kH8dLOubBZRvX_YZ",
                "woeid": "2459115",
                "latitude": "40.714",
                "longitude": "-74.007",
                "place_url": "/United+States/New+York",
                "timezone": "America/New_York",
                "photo_count": "40112",
                "woe_name": "New York"
              }
            ],
            "query": "city",
            "total": 4
          },
          "stat": "ok"
        }
        """

    /// The same shape with numeric counts, except place 3, whose count is the string `"12a"`:
    /// at line 14, column 22.
    static let withBadCount = """
        {"places": {
          "place": [
            {"place_id": "4hLQygSaBJ92", "place_url": "/Canada/Ontario/Toronto", "timezone": "America/Toronto", "photo_count": 2143},
            {"place_id": "7.MJR8tTVrIO1EgB", "place_url": "/France/Ile-de-France/Paris", "timezone": "Europe/Paris", "photo_count": 18230},
            {"place_id": "hVUWVhqbBZlZSrZU", "place_url": "/Japan/Tokyo", "timezone": "Asia/Tokyo", "photo_count": 9911},
            {
              "place_id": "kH8dLOubBZRvX_YZ",
              "woeid": "2459115",
              "latitude": "40.714",
              "longitude": "-74.007",
              "place_url": "/United+States/New+York",
              "timezone": "America/New_York",
              "place_type": "locality",
              "photo_count": "12a",
              "woe_name": "New York"
            }
          ]
        }}
        """
}
