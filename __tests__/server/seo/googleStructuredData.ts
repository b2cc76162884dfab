// Google Search's property tables for the two rich results this site's pages describe, transcribed for
// __tests__/server/seo/structuredData.test.ts. Sources (read 2026-11-28; the pages could not be opened
// from here, so these come from stored copies of them and from knowledge of the current pages, docs/seo.md):
//   Video: https://developers.google.com/search/docs/appearance/structured-data/video
//          ("Structured data type definitions" › VideoObject: required, recommended)
//   Event: https://developers.google.com/search/docs/appearance/structured-data/event
//          ("Structured data type definitions" › Event: required, recommended)
// Where the tables changed over time the stricter reading is kept: older copies of the video page list
// `description` as required, the current one as recommended; here it is required.
//
// A recommended property that does not apply to this site's items is listed with why, and must then be
// absent (a value made up to fill the table would be wrong).

export interface PropertyTable {
  source: string;
  required: readonly string[];
  recommended: readonly string[];
  /** Recommended properties that do not apply here, with the reason. */
  notApplicable: Readonly<Record<string, string>>;
}

export const VIDEO_OBJECT: PropertyTable = {
  source: 'https://developers.google.com/search/docs/appearance/structured-data/video',
  required: ['name', 'thumbnailUrl', 'uploadDate', 'description'],
  recommended: [
    'contentUrl',
    'description',
    'duration',
    'embedUrl',
    'expires',
    'hasPart',
    'ineligibleRegion',
    'interactionStatistic',
    'publication',
    'regionsAllowed',
  ],
  notApplicable: {
    // "Don't supply this information if your video does not expire."
    expires: 'a recording stays until its singer removes it: no date is known',
    hasPart: 'no key moments (Clip) are known for a recording',
    ineligibleRegion: 'a recording may be watched everywhere',
    regionsAllowed: 'a recording may be watched everywhere (none given: Google assumes everywhere)',
    publication: 'only for a livestream (BroadcastEvent); a recording is not live',
  },
};

export const EVENT: PropertyTable = {
  source: 'https://developers.google.com/search/docs/appearance/structured-data/event',
  // For an online event, `location` is a VirtualLocation and its `url` is required.
  required: ['location', 'name', 'startDate'],
  recommended: ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'image', 'offers', 'organizer', 'performer', 'previousStartDate'],
  notApplicable: {
    offers: 'nothing is sold: taking part is free, in the app',
    performer: 'the singers are whoever takes part; the API names none for the event itself',
    previousStartDate: 'only for a rescheduled event; the API has no rescheduling',
  },
};

/** The properties of `table` a described item must carry. */
export const expectedOf = (table: PropertyTable) =>
  [...new Set([...table.required, ...table.recommended])].filter((name) => !(name in table.notApplicable));
