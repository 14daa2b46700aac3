// @vitest-environment node
/**
 * The back office of an article section, built from its shared definition alone
 * (src/back-office/sections/articles; docs/architecture.md, « Ajouter une rubrique »): its pages,
 * its French words agreed with its noun, and its endpoints at /bo/api/<name>.
 */
import { describe, expect, it } from 'vitest';
import { articleBackOfficeRoutes } from '../../../src/back-office/sections/articles/routes';
import { articleBackOffice } from '../../../src/back-office/sections/articles/section';
import { newsSection } from '../../../src/contract/sections/news';
import { webinarsSection } from '../../support/webinars-section';

describe('an article section’s back office', () => {
  it('has a list, a new item’s and an item’s page below its name', () => {
    // A route's own path is in its options until a router mounts it.
    const paths = articleBackOfficeRoutes(webinarsSection).map(
      (route) => (route.options as { path?: string }).path,
    );
    expect(paths).toEqual(['/webinars', '/webinars/new', '/webinars/$id']);
  });

  it('speaks of its items as their noun agrees', () => {
    const section = articleBackOffice(webinarsSection);
    expect(section.words).toMatchObject({
      title: 'Webinaires',
      caption: 'Liste des webinaires',
      newItem: 'Nouveau webinaire',
      created: 'Webinaire créé.',
      deleted: 'Webinaire supprimé.',
      deleteButton: 'Supprimer le webinaire',
    });
    expect(section.publication?.modifiedOn).toBe('modifié le');
    expect(section.picture.fieldLabel).toBe('Image du webinaire');
    expect(section.picture.afterCreation).toBe(
      'L’image se dépose une fois le webinaire enregistré.',
    );
  });

  it('calls its own endpoints', () => {
    const { endpoints, name } = articleBackOffice(webinarsSection);
    expect(name).toBe('webinars');
    expect(endpoints.list.path).toBe('/bo/api/webinars');
    expect(endpoints.item.path).toBe('/bo/api/webinars/:id');
    expect(endpoints.uploadPicture.path).toBe('/bo/api/webinars/:id/image');
  });

  it('keeps the news’ words as the admins know them', () => {
    const section = articleBackOffice(newsSection);
    expect(section.path).toBe('/news');
    expect(section.words).toEqual({
      title: 'Actualités',
      caption: 'Liste des actualités',
      searchLabel: 'Rechercher (titre, résumé, texte)',
      newItem: 'Nouvelle actualité',
      created: 'Actualité créée.',
      deleted: 'Actualité supprimée.',
      deleteButton: 'Supprimer l’actualité',
      deleteMessage:
        'L’actualité disparaît aussitôt de la liste des clients, avec son image. Cette suppression est définitive.',
    });
    expect(section.publication).toEqual({ modifiedOn: 'modifiée le' });
    expect(section.picture).toMatchObject({
      name: 'Image',
      fieldLabel: 'Image de l’actualité',
      afterCreation: 'L’image se dépose une fois l’actualité enregistrée.',
      removeLabel: 'Retirer l’image',
    });
    expect(section.picture.alt('Salon')).toBe('Image actuelle de l’actualité « Salon »');
    expect(section.form.fields.map((field) => field.hint)).toEqual([
      undefined,
      'Affiché sous le titre, dans la liste des actualités.',
      'Texte simple, sans mise en forme : une ligne vide sépare deux paragraphes.',
    ]);
  });
});
