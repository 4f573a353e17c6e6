import { useId, useState } from 'react';
import { defineBlock } from '../block-definition';
import { buildMarkup } from '../rich-text/build-markup';
import { prepareRichHtml, RichHtml } from '../rich-text/rich-html';
import { useStateFromContent } from '../use-state-from-content';
import { initiallyOpen, toAccordionProps, type AccordionData } from './accordion-sections';

/**
 * FAQ sections behind native buttons, so click, Enter and Space work from the first paint with no
 * set-up script; each button carries aria-expanded and aria-controls for its panel.
 */
function Accordion({ heading, intro, displayType, sections }: AccordionData) {
  // Open sections follow the content this page has, not only the build's (issue 21 item 5).
  const [open, setOpen] = useStateFromContent(
    `${displayType}|${sections.map((s) => s.id).join('|')}`,
    () => initiallyOpen(displayType, sections),
  );
  // Sections opened once keep their parsed answer, so closing and reopening is instant.
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const base = useId();
  const toggle = (id: string) => {
    setSeen((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  // Sections sit one level under the block's heading, or straight under the page's h1.
  const SectionHeading = heading ? 'h3' : 'h2';
  return (
    <div className="fp-accordion">
      {heading ? <h2 className="fp-accordion__heading">{heading}</h2> : null}
      {intro ? <RichHtml html={intro} className="fp-rich-text" /> : null}
      {sections.map((section) => {
        const panelId = `${base}-${section.id}-panel`;
        const buttonId = `${base}-${section.id}-button`;
        const isOpen = open.has(section.id);
        // Asked now, so the prerender records a closed answer's markup too: opening it later
        // then renders the build's markup, with no parser to load.
        if (!isOpen) buildMarkup(section.html);
        return (
          <div className="fp-accordion__section" key={section.id}>
            <SectionHeading className="fp-accordion__title">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(section.id)}
              >
                <span>{section.title}</span>
                <span className="fp-accordion__chevron" aria-hidden="true" />
              </button>
            </SectionHeading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              {/* A closed answer is sanitised and parsed only when first opened: a 200-section
                  FAQ pays for the open ones at first paint, not for all of them. */}
              {isOpen || seen.has(section.id) ? (
                <RichHtml html={section.html} className="fp-rich-text" />
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The FAQ accordion. */
export const accordionBlock = defineBlock({
  type: 'accordion',
  reserve: 320,
  component: Accordion,
  toProps: toAccordionProps,
  prepare: prepareRichHtml,
});
