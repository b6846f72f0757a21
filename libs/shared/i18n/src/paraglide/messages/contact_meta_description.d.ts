/**
* | output |
* | --- |
* | "Write to Huron Tax & Accounting, call or visit our Dearborn and Ypsilanti offices, or start your return, book a time, refer a friend or make a payment." |
*
* @param {Contact_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description: ((inputs?: Contact_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Meta_DescriptionInputs = {};
