/**
* | output |
* | --- |
* | "Recommend Huron Tax & Accounting to a friend: they get a special discount on their return and you earn $20 - $50." |
*
* @param {Referrals_Send_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_send_meta_description: ((inputs?: Referrals_Send_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Send_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Send_Meta_DescriptionInputs = {};
