import Fleece

// The functional way to write the model: each type writes its members, under the keys its
// Codable conformance uses, in the same order (optionals left out when nil, as
// `encodeIfPresent` does), so the text is FleeceEncoder's with `.withoutEscapingSlashes`.
// (`Fleece.JSONTextWriter`:
// this target has a `JSONTextWriter` of its own, which generates the corpora.)

extension SocialFeed: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(statuses, forKey: "statuses")
            object.write(searchMetadata, forKey: "search_metadata")
        }
    }
}

extension SocialFeed.Status: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(metadata, forKey: "metadata")
            object.write(createdAt, forKey: "created_at")
            object.write(id, forKey: "id")
            object.write(idStr, forKey: "id_str")
            object.write(text, forKey: "text")
            object.write(source, forKey: "source")
            object.write(truncated, forKey: "truncated")
            object.writeIfPresent(inReplyToStatusId, forKey: "in_reply_to_status_id")
            object.writeIfPresent(inReplyToStatusIdStr, forKey: "in_reply_to_status_id_str")
            object.writeIfPresent(inReplyToUserId, forKey: "in_reply_to_user_id")
            object.writeIfPresent(inReplyToUserIdStr, forKey: "in_reply_to_user_id_str")
            object.writeIfPresent(inReplyToScreenName, forKey: "in_reply_to_screen_name")
            object.write(user, forKey: "user")
            object.writeIfPresent(coordinates, forKey: "coordinates")
            object.writeIfPresent(place, forKey: "place")
            object.writeIfPresent(retweetedStatus, forKey: "retweeted_status")
            object.write(retweetCount, forKey: "retweet_count")
            object.write(favoriteCount, forKey: "favorite_count")
            object.write(entities, forKey: "entities")
            object.write(favorited, forKey: "favorited")
            object.write(retweeted, forKey: "retweeted")
            object.writeIfPresent(possiblySensitive, forKey: "possibly_sensitive")
            object.write(lang, forKey: "lang")
        }
    }
}

extension SocialFeed.Metadata: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(resultType, forKey: "result_type")
            object.write(isoLanguageCode, forKey: "iso_language_code")
        }
    }
}

extension SocialFeed.User: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(id, forKey: "id")
            object.write(idStr, forKey: "id_str")
            object.write(name, forKey: "name")
            object.write(screenName, forKey: "screen_name")
            object.write(location, forKey: "location")
            object.write(description, forKey: "description")
            object.writeIfPresent(url, forKey: "url")
            object.write(entities, forKey: "entities")
            object.write(protected, forKey: "protected")
            object.write(followersCount, forKey: "followers_count")
            object.write(friendsCount, forKey: "friends_count")
            object.write(listedCount, forKey: "listed_count")
            object.write(createdAt, forKey: "created_at")
            object.write(favouritesCount, forKey: "favourites_count")
            object.writeIfPresent(utcOffset, forKey: "utc_offset")
            object.writeIfPresent(timeZone, forKey: "time_zone")
            object.write(geoEnabled, forKey: "geo_enabled")
            object.write(verified, forKey: "verified")
            object.write(statusesCount, forKey: "statuses_count")
            object.write(lang, forKey: "lang")
            object.write(contributorsEnabled, forKey: "contributors_enabled")
            object.write(isTranslator, forKey: "is_translator")
            object.write(isTranslationEnabled, forKey: "is_translation_enabled")
            object.write(profileBackgroundColor, forKey: "profile_background_color")
            object.writeIfPresent(profileBackgroundImageUrl, forKey: "profile_background_image_url")
            object.writeIfPresent(profileBackgroundImageUrlHttps, forKey: "profile_background_image_url_https")
            object.write(profileBackgroundTile, forKey: "profile_background_tile")
            object.write(profileImageUrl, forKey: "profile_image_url")
            object.write(profileImageUrlHttps, forKey: "profile_image_url_https")
            object.writeIfPresent(profileBannerUrl, forKey: "profile_banner_url")
            object.write(profileLinkColor, forKey: "profile_link_color")
            object.write(profileSidebarBorderColor, forKey: "profile_sidebar_border_color")
            object.write(profileSidebarFillColor, forKey: "profile_sidebar_fill_color")
            object.write(profileTextColor, forKey: "profile_text_color")
            object.write(profileUseBackgroundImage, forKey: "profile_use_background_image")
            object.write(defaultProfile, forKey: "default_profile")
            object.write(defaultProfileImage, forKey: "default_profile_image")
            object.write(following, forKey: "following")
            object.write(followRequestSent, forKey: "follow_request_sent")
            object.write(notifications, forKey: "notifications")
        }
    }
}

extension SocialFeed.UserEntities: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.writeIfPresent(url, forKey: "url")
            object.write(description, forKey: "description")
        }
    }
}

extension SocialFeed.URLList: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(urls, forKey: "urls")
        }
    }
}

extension SocialFeed.Entities: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(hashtags, forKey: "hashtags")
            object.write(symbols, forKey: "symbols")
            object.write(urls, forKey: "urls")
            object.write(userMentions, forKey: "user_mentions")
            object.writeIfPresent(media, forKey: "media")
        }
    }
}

extension SocialFeed.Hashtag: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(text, forKey: "text")
            object.write(indices, forKey: "indices")
        }
    }
}

extension SocialFeed.URLEntity: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(url, forKey: "url")
            object.write(expandedUrl, forKey: "expanded_url")
            object.write(displayUrl, forKey: "display_url")
            object.write(indices, forKey: "indices")
        }
    }
}

extension SocialFeed.UserMention: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(screenName, forKey: "screen_name")
            object.write(name, forKey: "name")
            object.write(id, forKey: "id")
            object.write(idStr, forKey: "id_str")
            object.write(indices, forKey: "indices")
        }
    }
}

extension SocialFeed.Media: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(id, forKey: "id")
            object.write(idStr, forKey: "id_str")
            object.write(indices, forKey: "indices")
            object.write(mediaUrl, forKey: "media_url")
            object.write(mediaUrlHttps, forKey: "media_url_https")
            object.write(url, forKey: "url")
            object.write(displayUrl, forKey: "display_url")
            object.write(expandedUrl, forKey: "expanded_url")
            object.write(type, forKey: "type")
            object.write(sizes, forKey: "sizes")
        }
    }
}

extension SocialFeed.MediaSize: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(w, forKey: "w")
            object.write(h, forKey: "h")
            object.write(resize, forKey: "resize")
        }
    }
}

extension SocialFeed.Coordinates: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(type, forKey: "type")
            object.write(coordinates, forKey: "coordinates")
        }
    }
}

extension SocialFeed.Place: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(id, forKey: "id")
            object.write(url, forKey: "url")
            object.write(placeType, forKey: "place_type")
            object.write(name, forKey: "name")
            object.write(fullName, forKey: "full_name")
            object.write(countryCode, forKey: "country_code")
            object.write(country, forKey: "country")
        }
    }
}

extension SocialFeed.SearchMetadata: JSONEncodable {
    public func write(to writer: inout Fleece.JSONTextWriter) {
        writer.writeObject { object in
            object.write(completedIn, forKey: "completed_in")
            object.write(maxId, forKey: "max_id")
            object.write(maxIdStr, forKey: "max_id_str")
            object.write(nextResults, forKey: "next_results")
            object.write(query, forKey: "query")
            object.write(refreshUrl, forKey: "refresh_url")
            object.write(count, forKey: "count")
            object.write(sinceId, forKey: "since_id")
            object.write(sinceIdStr, forKey: "since_id_str")
        }
    }
}

