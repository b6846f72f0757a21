/**
* | output |
* | --- |
* | "Our locations" |
*
* @param {Contact_Locations_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_locations_title: ((inputs?: Contact_Locations_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Locations_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Locations_TitleInputs = {};
