/**
* | output |
* | --- |
* | "Your reference is {reference}. We have sent a confirmation to your email." |
*
* @param {Contact_Success_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_success_reference: ((inputs: Contact_Success_ReferenceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Success_ReferenceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Success_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
