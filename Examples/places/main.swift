print("places: coming soon")
