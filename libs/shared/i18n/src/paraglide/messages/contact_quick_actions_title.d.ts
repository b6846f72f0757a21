/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Contact_Quick_Actions_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_quick_actions_title: ((inputs?: Contact_Quick_Actions_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Quick_Actions_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Quick_Actions_TitleInputs = {};
