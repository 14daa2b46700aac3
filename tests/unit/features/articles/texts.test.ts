// @vitest-environment node
/**
 * The article pages' sentences, built from a section's noun: for the news, word for word what the
 * pages said when they were written by hand; for another noun, agreed with it.
 */
import { describe, expect, it } from 'vitest';
import { newsSection } from '../../../../src/contract/sections/news';
import { articleTexts } from '../../../../src/features/articles/texts';

describe('articleTexts', () => {
  it('says what the news pages said', () => {
    const texts = articleTexts(newsSection);
    expect(texts.listTitle).toBe('Actualités — Avantages Pro');
    expect(texts.itemTitle()).toBe('Actualité — Avantages Pro');
    expect(texts.itemTitle('Salon 2026')).toBe('Salon 2026 — Avantages Pro');
    expect(texts.count(3)).toBe('3 actualités');
    expect(texts.count(1)).toBe('1 actualité');
    expect(texts.empty).toBe('Aucune actualité pour le moment.');
    expect(texts.loadingList).toBe('Chargement des actualités…');
    expect(texts.listFailed).toBe('Les actualités n’ont pas pu être chargées.');
    expect(texts.loadingItem).toBe('Chargement de l’actualité…');
    expect(texts.itemFailed).toBe('L’actualité n’a pas pu être chargée.');
    expect(texts.notFound).toBe('Cette actualité est introuvable.');
    expect(texts.seeAll).toBe('Voir toutes les actualités');
    expect(texts.backToList).toBe('Retour aux actualités');
    expect(texts.publishedOn).toBe('Publiée le ');
  });

  it('agrees with a masculine noun', () => {
    const texts = articleTexts({
      label: 'Webinaires',
      noun: { one: 'webinaire', many: 'webinaires', feminine: false },
    });
    expect(texts.listTitle).toBe('Webinaires — Avantages Pro');
    expect(texts.itemTitle()).toBe('Webinaire — Avantages Pro');
    expect(texts.empty).toBe('Aucun webinaire pour le moment.');
    expect(texts.listFailed).toBe('Les webinaires n’ont pas pu être chargés.');
    expect(texts.loadingItem).toBe('Chargement du webinaire…');
    expect(texts.itemFailed).toBe('Le webinaire n’a pas pu être chargé.');
    expect(texts.notFound).toBe('Ce webinaire est introuvable.');
    expect(texts.seeAll).toBe('Voir tous les webinaires');
    expect(texts.publishedOn).toBe('Publié le ');
  });
});
