/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Quick_Actions_TitleInputs */

const en_contact_quick_actions_title = /** @type {(inputs: Contact_Quick_Actions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Contact_Quick_Actions_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_quick_actions_title = /** @type {((inputs?: Contact_Quick_Actions_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Quick_Actions_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_quick_actions_title(inputs)
});