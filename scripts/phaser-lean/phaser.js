// The game's own Phaser: Phaser 4's sources with only the namespaces, game objects and loader file
// types the game uses, built with the WebGL renderer alone and without Phaser's sound (Howler plays
// the sounds). The build aliases `phaser` to this file (plugin.ts); types still come from the package.
// A game object or file type the game starts to use must be added here, or `scene.add.<it>` is undefined.
import '../../node_modules/phaser/src/polyfills/requestVideoFrame.js';
import CONST from '../../node_modules/phaser/src/const.js';
import Extend from '../../node_modules/phaser/src/utils/object/Extend.js';
// In the order of Phaser's own entry (src/phaser-esm.js): its modules require each other in
// circles, and a class whose parent is still being read would have none.
import Actions from '../../node_modules/phaser/src/actions/index.js';
import Animations from '../../node_modules/phaser/src/animations/index.js';
import BlendModes from '../../node_modules/phaser/src/renderer/BlendModes.js';
import Cache from '../../node_modules/phaser/src/cache/index.js';
import Cameras from '../../node_modules/phaser/src/cameras/index.js';
import Core from '../../node_modules/phaser/src/core/index.js';
import Class from '../../node_modules/phaser/src/utils/Class.js';
import Curves from '../../node_modules/phaser/src/curves/index.js';
import Data from '../../node_modules/phaser/src/data/index.js';
import Display from '../../node_modules/phaser/src/display/index.js';
import Events from '../../node_modules/phaser/src/events/index.js';
import Filters from '../../node_modules/phaser/src/filters/index.js';
import Game from '../../node_modules/phaser/src/core/Game.js';
import LoaderConst from '../../node_modules/phaser/src/loader/const.js';
import LoaderEvents from '../../node_modules/phaser/src/loader/events/index.js';
import File from '../../node_modules/phaser/src/loader/File.js';
import FileTypesManager from '../../node_modules/phaser/src/loader/FileTypesManager.js';
import LoaderPlugin from '../../node_modules/phaser/src/loader/LoaderPlugin.js';
import AtlasJSONFile from '../../node_modules/phaser/src/loader/filetypes/AtlasJSONFile.js';
import ImageFile from '../../node_modules/phaser/src/loader/filetypes/ImageFile.js';
import JSONFile from '../../node_modules/phaser/src/loader/filetypes/JSONFile.js';
import GameObjectEvents from '../../node_modules/phaser/src/gameobjects/events/index.js';
import DisplayList from '../../node_modules/phaser/src/gameobjects/DisplayList.js';
import GameObjectCreator from '../../node_modules/phaser/src/gameobjects/GameObjectCreator.js';
import GameObjectFactory from '../../node_modules/phaser/src/gameobjects/GameObjectFactory.js';
import UpdateList from '../../node_modules/phaser/src/gameobjects/UpdateList.js';
import Components from '../../node_modules/phaser/src/gameobjects/components/index.js';
import GameObject from '../../node_modules/phaser/src/gameobjects/GameObject.js';
import Container from '../../node_modules/phaser/src/gameobjects/container/Container.js';
import Graphics from '../../node_modules/phaser/src/gameobjects/graphics/Graphics.js';
import Image from '../../node_modules/phaser/src/gameobjects/image/Image.js';
import Text from '../../node_modules/phaser/src/gameobjects/text/Text.js';
import Zone from '../../node_modules/phaser/src/gameobjects/zone/Zone.js';
import Shape from '../../node_modules/phaser/src/gameobjects/shape/Shape.js';
import Rectangle from '../../node_modules/phaser/src/gameobjects/shape/rectangle/Rectangle.js';
import Geom from '../../node_modules/phaser/src/geom/index.js';
import Input from '../../node_modules/phaser/src/input/index.js';
import PhaserMath from '../../node_modules/phaser/src/math/index.js';
import Plugins from '../../node_modules/phaser/src/plugins/index.js';
import Renderer from '../../node_modules/phaser/src/renderer/index.js';
import Scale from '../../node_modules/phaser/src/scale/index.js';
import Scene from '../../node_modules/phaser/src/scene/Scene.js';
import Scenes from '../../node_modules/phaser/src/scene/index.js';
import Structs from '../../node_modules/phaser/src/structs/index.js';
import Textures from '../../node_modules/phaser/src/textures/index.js';
import Time from '../../node_modules/phaser/src/time/index.js';
import Tweens from '../../node_modules/phaser/src/tweens/index.js';
import Utils from '../../node_modules/phaser/src/utils/index.js';
// Each factory and creator registers `scene.add.<name>` and `scene.make.<name>` as it is imported.
import '../../node_modules/phaser/src/gameobjects/container/ContainerFactory.js';
import '../../node_modules/phaser/src/gameobjects/container/ContainerCreator.js';
import '../../node_modules/phaser/src/gameobjects/graphics/GraphicsFactory.js';
import '../../node_modules/phaser/src/gameobjects/graphics/GraphicsCreator.js';
import '../../node_modules/phaser/src/gameobjects/image/ImageFactory.js';
import '../../node_modules/phaser/src/gameobjects/image/ImageCreator.js';
import '../../node_modules/phaser/src/gameobjects/text/TextFactory.js';
import '../../node_modules/phaser/src/gameobjects/text/TextCreator.js';
import '../../node_modules/phaser/src/gameobjects/zone/ZoneFactory.js';
import '../../node_modules/phaser/src/gameobjects/zone/ZoneCreator.js';
import '../../node_modules/phaser/src/gameobjects/shape/rectangle/RectangleFactory.js';

const Loader = Extend(
  false,
  {
    Events: LoaderEvents,
    FileTypes: { AtlasJSONFile, ImageFile, JSONFile },
    File,
    FileTypesManager,
    LoaderPlugin,
  },
  LoaderConst,
);

const GameObjects = {
  Events: GameObjectEvents,
  DisplayList,
  GameObjectCreator,
  GameObjectFactory,
  UpdateList,
  Components,
  GameObject,
  Container,
  Graphics,
  Image,
  Text,
  Zone,
  Shape,
  Rectangle,
};

const Phaser = {
  Actions,
  Animations,
  BlendModes,
  Cache,
  Cameras,
  Core,
  Class,
  Curves,
  Data,
  Display,
  Events,
  Filters,
  Game,
  GameObjects,
  Geom,
  Input,
  Loader,
  Math: PhaserMath,
  Plugins,
  Renderer,
  Scale,
  Scene,
  Scenes,
  Structs,
  Textures,
  Time,
  Tweens,
  Utils,
  VERSION: CONST.VERSION,
  AUTO: CONST.AUTO,
  CANVAS: CONST.CANVAS,
  WEBGL: CONST.WEBGL,
  HEADLESS: CONST.HEADLESS,
};

export default Phaser;
