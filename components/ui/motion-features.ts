// Loaded after the page is interactive, so the animation engine is not part of any route's first JavaScript.
import { domAnimation } from "framer-motion";

export default domAnimation;
