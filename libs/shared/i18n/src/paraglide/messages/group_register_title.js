/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Register_TitleInputs */

const en_group_register_title = /** @type {(inputs: Group_Register_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register your group`)
};

/**
* | output |
* | --- |
* | "Register your group" |
*
* @param {Group_Register_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_register_title = /** @type {((inputs?: Group_Register_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Register_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_register_title(inputs)
});