/**
* | output |
* | --- |
* | "Our hiring team reads every application. If your experience fits the role, we will call or email you within a week to arrange a conversation." |
*
* @param {Careers_Success_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_success_next: ((inputs?: Careers_Success_NextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Success_NextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Success_NextInputs = {};
